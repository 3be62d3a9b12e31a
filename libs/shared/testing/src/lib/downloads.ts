import { vi } from 'vitest';

/**
 * Lets a test download a file as the browser would: `URL.createObjectURL` answers `blob:download` and records the
 * blob (`created`), and an anchor's click is recorded (`clicks`), not followed. The file's `afterEach` undoes it
 * with `vi.restoreAllMocks()` and `vi.unstubAllGlobals()`.
 */
export function stubDownload() {
  const created = vi.fn((_blob: Blob) => 'blob:download');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
  const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { created, clicks };
}
