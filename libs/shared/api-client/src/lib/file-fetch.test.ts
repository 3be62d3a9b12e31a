import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { fetchFile, fileNameOf } from './file-fetch';

const BASE = 'http://gateway.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () => createApiClient({ baseURL: BASE, apiKey: 'test-key', getAccessToken: () => 'token-1' });

describe('fetchFile', () => {
  it('reads the bytes with the token, the api-key, the query and Accept, named as the gateway names them', async () => {
    const seen: Record<string, string | null>[] = [];
    server.use(
      http.get(`${BASE}/private/youths/7/cv.pdf`, ({ request }) => {
        seen.push({
          auth: request.headers.get('authorization'),
          key: request.headers.get('api-key'),
          accept: request.headers.get('accept'),
          lang: new URL(request.url).searchParams.get('lang'),
        });
        return new HttpResponse('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="CV-Rahim.pdf"',
          },
        });
      }),
    );
    const file = await fetchFile(client(), '/private/youths/7/cv.pdf', {
      params: { lang: 'bn-BD' },
      accept: 'application/pdf',
      fallbackName: 'CV.pdf',
    });
    expect(seen).toEqual([
      { auth: 'Bearer token-1', key: 'test-key', accept: 'application/pdf', lang: 'bn-BD' },
    ]);
    expect(file.fileName).toBe('CV-Rahim.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('falls back to the given name when the gateway gives none', () => {
    expect(fileNameOf(undefined, 'CV.pdf')).toBe('CV.pdf');
    expect(fileNameOf('inline', 'CV.pdf')).toBe('CV.pdf');
    expect(fileNameOf('attachment; filename="a.ics"')).toBe('a.ics');
    expect(fileNameOf(null)).toBe('download');
  });

  it('turns a refusal into an ApiError with its status', async () => {
    server.use(
      http.get(`${BASE}/private/youths/8/cv.pdf`, () =>
        HttpResponse.json(
          { status: { success: false, code: 404, message: 'errors.not_found' } },
          { status: 404 },
        ),
      ),
    );
    const failure = await fetchFile(client(), '/private/youths/8/cv.pdf').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
  });
});
