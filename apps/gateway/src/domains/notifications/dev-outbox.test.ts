import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

describe('the demo outbox page on a phone (issue 12 defect 14)', () => {
  it('links its own stylesheet, which wraps long bodies and addresses instead of widening the page', async () => {
    const page = await gw.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(page.body).toContain('<link rel="stylesheet" href="/dev/outbox.css">');
    const css = await gw.app.inject({ method: 'GET', url: '/dev/outbox.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toMatch(/pre\{[^}]*white-space:pre-wrap/);
    expect(css.body).toMatch(/overflow-wrap:anywhere/);
  });
});
