import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headers, startGateway, type TestGateway } from '../../../test/harness';
import { gatewayLogger } from './request-log';

/** Issue 10, finding 9: the request log carried query strings, and with them `maintenance_hash`, tokens and refs. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({
    logger: (config) => ({ ...gatewayLogger(config), level: 'info', stream: sink }),
  });
});
afterAll(async () => gw?.close());

describe('request log', () => {
  it('writes paths without their query string, and no credential header', async () => {
    const secrets = ['hash-3f9a0c1d7e', 'tok-8c1b2e4f55', 'ref-77aa21bc09'];
    await gw.app.inject({
      url: `/public/maintenance-mode?maintenance_hash=${secrets[0]}`,
      headers: headers(),
    });
    await gw.app.inject({
      url: `/public/jobs/candidate-interview-confirmation?token=${secrets[1]}`,
      headers: headers(),
    });
    await gw.app.inject({
      url: `/public/youth-verify-email?ref=${secrets[2]}`,
      headers: { ...headers(), authorization: 'Bearer secret-bearer-value' },
    });
    const log = lines.join('');
    expect(log).toContain('/public/maintenance-mode?[redacted]');
    expect(log).toContain('/public/jobs/candidate-interview-confirmation?[redacted]');
    for (const secret of [...secrets, 'secret-bearer-value', 'test-api-key'])
      expect(log).not.toContain(secret);
  });
});
