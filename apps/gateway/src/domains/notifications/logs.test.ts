import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';
import { notify } from './outbox';

/* The notification log's list (spec §6 notification management): filters by state, event, channel and recipient. */

let gw: TestGateway;
const call = apiCaller(() => gw);

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  await notify(gw.db, {
    event: 'vendor_approved',
    channels: ['email', 'sms'],
    recipients: [
      { email: 'Salma_100%@example.com', mobile: '01711000001' },
      { email: 'karim@example.com', mobile: '01711000002' },
    ],
  });
});
afterAll(async () => gw?.close());

describe('notification log list', () => {
  const recipients = async (query: string) =>
    (await call('GET', `/private/notification-logs/list?${query}`, 'admin')).body.data.map(
      (r: { recipient: string }) => r.recipient,
    );

  it('finds a recipient by part of the address or number, case-insensitive, wildcards taken literally', async () => {
    expect(await recipients('search=salma')).toEqual(['Salma_100%@example.com']);
    expect(await recipients('search=_100%25')).toEqual(['Salma_100%@example.com']);
    expect(await recipients('search=%25')).toEqual(['Salma_100%@example.com']);
    expect(await recipients('search=01711000002&channel=sms')).toEqual(['01711000002']);
    expect(await recipients('search=01711000002&channel=email')).toEqual([]);
    expect(await recipients(`search=${'x'.repeat(30)}`)).toEqual([]);
  });

  it('refuses a search that is too long or a filter that is not one of its values (422), and strangers (403)', async () => {
    expect(
      (await call('GET', `/private/notification-logs/list?search=${'x'.repeat(201)}`, 'admin')).code,
    ).toBe(422);
    expect((await call('GET', '/private/notification-logs/list?state=LOST', 'admin')).code).toBe(422);
    expect((await call('GET', '/private/notification-logs/list?search=a', 'youth')).code).toBe(403);
  });
});
