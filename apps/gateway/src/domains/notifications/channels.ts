import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { insertDevOutbox } from './repository';
import type { ChannelPort } from './outbox';

/** Demo mode: e-mail and SMS land in the local outbox table, readable at /dev/outbox. */
export function localOutboxPort(db: Db): ChannelPort {
  return { send: (m) => insertDevOutbox(db, m) };
}

/** A channel with no transport: every delivery fails with a clear error in the notification log. */
export function unconfiguredPort(what: string): ChannelPort {
  return {
    send: () => Promise.reject(new Error(`${what} is not configured`)),
  };
}

/** E-mail over SMTP (SMTP_URL). */
export function smtpPort(smtpUrl: string, from: string): ChannelPort {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(m) {
      await transport.sendMail({ from, to: m.recipient, subject: m.subject, text: m.body });
    },
  };
}

/**
 * The delivery ports of the running gateway. E-mail: SMTP when SMTP_URL is set, otherwise the local outbox in
 * demo mode (production without SMTP fails the delivery visibly). SMS: the provider adapter goes here; until a
 * provider is contracted, the local outbox in demo mode.
 */
export function createChannelPort(opts: {
  db: Db;
  mode: 'demo' | 'production';
  smtpUrl?: string;
  from: string;
  sms?: ChannelPort;
}): ChannelPort {
  const local = opts.mode === 'demo' ? localOutboxPort(opts.db) : null;
  const email = opts.smtpUrl
    ? smtpPort(opts.smtpUrl, opts.from)
    : (local ?? unconfiguredPort('e-mail transport (SMTP_URL)'));
  const sms = opts.sms ?? local ?? unconfiguredPort('SMS provider');
  return { send: (m) => (m.channel === 'sms' ? sms.send(m) : email.send(m)) };
}
