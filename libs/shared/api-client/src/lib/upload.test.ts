import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoredFile } from '@platform/contract';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { uploadFailure, uploadFiles, uploadProblem } from './upload';

const BASE = 'http://gateway.test';
const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  // jsdom's FormData and File do not travel through Node's fetch (MSW): use Node's, as a browser uses its own
  vi.stubGlobal('FormData', (await new Response(new URLSearchParams('a=1')).formData()).constructor);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});
const file = (parts: (string | Uint8Array)[], name: string, type?: string) =>
  new NodeFile(parts, name, { type }) as unknown as File;

const client = () => createApiClient({ baseURL: BASE, apiKey: 'test-key', getAccessToken: () => 'token-1' });
const stored: StoredFile = {
  id: '6f1c2a52-8a5e-4c1e-9d0f-2b7f4b0c9e11',
  path: '/files/6f1c2a52-8a5e-4c1e-9d0f-2b7f4b0c9e11',
  original_name: 'me.png',
  mime_type: 'image/png',
  size: 3,
  sha256: 'a'.repeat(64),
  visibility: 'public',
  created_at: '2026-11-23T09:00:00.000Z',
};

describe('uploadFiles', () => {
  it('posts multipart/form-data with the token, the api-key and the options as query', async () => {
    const seen: unknown[] = [];
    server.use(
      http.post(`${BASE}/protected/files`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        const url = new URL(request.url);
        seen.push({
          type: request.headers.get('content-type')?.split(';')[0],
          auth: request.headers.get('authorization'),
          key: request.headers.get('api-key'),
          name: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()).length,
          query: url.search,
        });
        return HttpResponse.json(
          { data: [stored], status: { success: true, code: 201, message: 'common.created' } },
          { status: 201 },
        );
      }),
    );
    const files = await uploadFiles(client(), [file([new Uint8Array([1, 2, 3])], 'me.png', 'image/png')], {
      visibility: 'public',
      accept: 'image',
    });
    expect(files).toEqual([stored]);
    expect(seen).toEqual([
      {
        type: 'multipart/form-data',
        auth: 'Bearer token-1',
        key: 'test-key',
        name: 'me.png',
        bytes: 3,
        query: '?visibility=public&accept=image',
      },
    ]);
  });

  it('rejects with an ApiError whose first field error is what the field shows', async () => {
    server.use(
      http.post(`${BASE}/protected/files`, () =>
        HttpResponse.json(
          {
            status: { success: false, code: 422, message: 'errors.max_file_size' },
            errors: { file: ['{"id":"validation.file_size","values":{"max":1}}'] },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await uploadFiles(client(), [file(['x'], 'a.png')]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(uploadProblem(error as ApiError)).toBe('{"id":"validation.file_size","values":{"max":1}}');
    expect(uploadProblem(new ApiError({ kind: 'network', message: 'errors.network' }))).toBe(
      'errors.network',
    );
  });
});

describe('uploadFailure', () => {
  it('gives the field its message id, or nothing when a newer choice cancelled the upload', () => {
    const refused = new ApiError({
      kind: 'http',
      status: 422,
      code: 422,
      message: 'errors.max_file_size',
      fieldErrors: { file: ['validation.file_type'] },
    });
    expect(uploadFailure(refused)).toBe('validation.file_type');
    expect(uploadFailure(new ApiError({ kind: 'timeout', message: 'errors.timeout' }))).toBe(
      'errors.timeout',
    );
    expect(uploadFailure(new ApiError({ kind: 'canceled', message: 'errors.canceled' }))).toBeNull();
    expect(uploadFailure(new Error('boom'))).toBe('errors.unknown');
  });
});
