import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * For a test file that uploads under jsdom: while its tests run, `Blob`, `File` and `FormData` are Node's own.
 * jsdom's versions cannot travel through Node's fetch, which MSW intercepts (reading the body fails with a premature
 * close); a browser sends its own the same way. Create the test's files inside the tests, after this took effect.
 */
export function withNodeFileApi(): void {
  beforeAll(async () => {
    // Node does not export its FormData class; a parsed body is one
    const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
    vi.stubGlobal('FormData', NodeFormData);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
}
