import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import type { ChannelPort } from './outbox';

/** Demo mode: e-mail and SMS land in the local outbox table, readable at /dev/outbox. */
export function localOutboxPort(db: Db): ChannelPort {
  return {
    async send(m) {
      await db.query('insert into dev_outbox (channel, recipient, subject, body) values ($1,$2,$3,$4)', [m.channel, m.recipient, m.subject, m.body]);
    },
  };
}

/**
 * E-mail over SMTP when SMTP_URL is set; SMS goes to `sms` (a provider adapter: plug a real gateway here).
 * Without SMTP the e-mail falls back to `fallback` (the local outbox in demo mode).
 */
export function createChannelPort(opts: { smtpUrl?: string; from: string; sms: ChannelPort; fallback: ChannelPort }): ChannelPort {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(m) {
      if (m.channel === 'sms') return opts.sms.send(m);
      if (!transport) return opts.fallback.send(m);
      await transport.sendMail({ from: opts.from, to: m.recipient, subject: m.subject, text: m.body });
    },
  };
}
