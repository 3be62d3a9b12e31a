import { type EndpointDef, endpoints } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceEngineRoutes } from '../domains/resources/endpoints';
import { API_KEY, fakeIdentity, startGateway, type TestGateway } from './harness';

/**
 * The hostile-input sweep (issue 10): every GET of the contract and the resource engine, signed in as whoever may
 * call it, with path ids and paging a fuzzer would send. Each answer is a success or a 4xx with the error envelope and
 * catalogue ids — never 5xx, never a library's sentence, never the input echoed in a message.
 */
const GETS: [string, EndpointDef][] = [...Object.entries(endpoints), ...resourceEngineRoutes()].filter(
  ([, ep]) => ep.method === 'GET' && /^\/(public|protected|private)\//.test(ep.path),
);
const caller: Record<string, string | null> = { public: null, protected: 'youth', private: 'admin' };

const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  "1'--",
  '"',
  '%00',
  '%27%3B',
  'x'.repeat(300),
];
const BAD_PAGING = [
  'page=-1',
  'page=1e9',
  'page=abc',
  'page_size=-1',
  'page_size=1e9',
  'page_size=abc',
  'page=%00',
  'page=1&page=2',
  'search=%00',
  'search=%27%20or%201%3D1--',
  `search=${'x'.repeat(2000)}`,
];
const MESSAGE_ID = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

let gw: TestGateway;
let n = 0;
const tally = { requests: 0, ok: 0, refused: 0 };

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => {
  console.log(
    `hostile-input sweep: ${GETS.length} GET endpoints, ${tally.requests} requests, ${tally.ok} answered, ${tally.refused} refused with the envelope, 0 × 5xx`,
  );
  await gw?.close();
});

async function probe(ep: EndpointDef, url: string) {
  n += 1;
  const user = caller[ep.area];
  const res = await gw.app.inject({
    method: 'GET',
    url,
    headers: { 'api-key': API_KEY, ...(user ? { authorization: `Bearer user:${user}` } : {}) },
    remoteAddress: `10.9.${(n >> 8) & 255}.${n & 255}`,
  });
  tally.requests += 1;
  expect(res.statusCode, `${url} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    tally.refused += 1;
    const body = res.json() as {
      status: { success: boolean; code: number; message: string };
      errors?: object;
    };
    expect(body.status, url).toMatchObject({ success: false, code: res.statusCode });
    expect(body.status.message, url).toMatch(MESSAGE_ID);
    for (const messages of Object.values(body.errors ?? {}) as string[][])
      for (const m of messages) expect(m.startsWith('{') ? JSON.parse(m).id : m, url).toMatch(MESSAGE_ID);
  } else tally.ok += 1;
}

describe('hostile input on every GET', () => {
  it.each(GETS)('%s', async (_name, ep) => {
    const params = [...ep.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
    for (const bad of params.length ? BAD_IDS : [])
      for (const param of params)
        await probe(
          ep,
          ep.path.replace(/:(\w+)/g, (_m, p: string) => (p === param ? bad : '1')),
        );
    const base = ep.path.replace(/:(\w+)/g, '1');
    for (const q of BAD_PAGING) await probe(ep, `${base}?${q}`);
  });
});

describe('NUL characters and the router’s own refusals', () => {
  it('refuses a NUL in a JSON body with the 400 envelope before any handler', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/public/contact',
      headers: { 'api-key': API_KEY, 'content-type': 'application/json' },
      payload: '{"name":"a\\u0000b","email":"a@example.com","subject":"s","message":"m"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: { success: false, code: 400, message: 'errors.bad_request' } });
  });

  it('answers an over-long path segment with the envelope', async () => {
    const res = await gw.app.inject({
      url: `/public/jobs/${'9'.repeat(300)}`,
      headers: { 'api-key': API_KEY },
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ status: { success: false, code: 414, message: 'errors.bad_request' } });
  });
});
