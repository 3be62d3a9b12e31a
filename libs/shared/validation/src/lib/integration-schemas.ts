import { type ObjectSchema, object, string } from 'yup';
import { ROW_STATUS, type IntegrationConfig, type VendorIntegrationBody } from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { nullableText, REQUIRED, requiredText, status } from './rules';

/*
 * Schema of an external vendor / LMS integration (issue 17 item 7; ADR 0086): the admin's form and the gateway use the
 * same one. Addresses are https, or http on this machine (a local stub); the configuration is a JSON object of at most
 * 50 plain values. Whether a new integration has its secret is the gateway's rule (INTEGRATION_ERRORS).
 */

export const INTEGRATION_LIMITS = {
  vendor: 200,
  code: 50,
  clientId: 500,
  secret: 2000,
  address: 2000,
  config: 10_000,
};
const CONFIG_MAX_KEYS = 50;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https anywhere, http only on this machine; no user name or password in the address. */
export function isSecureAddress(value: string): boolean {
  try {
    const u = new URL(value);
    if (u.username || u.password) return false;
    return u.protocol === 'https:' || (u.protocol === 'http:' && LOCAL_HOSTS.has(u.hostname));
  } catch {
    return false;
  }
}

/** The configuration text as an object of plain values, or null when it is not one (empty text: `{}`). */
export function parseIntegrationConfig(raw: string | null | undefined): IntegrationConfig | null {
  if (!raw?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed);
  if (entries.length > CONFIG_MAX_KEYS) return null;
  const plain = entries.every(
    ([key, value]) =>
      key.length > 0 && key.length <= 100 && ['string', 'number', 'boolean'].includes(typeof value),
  );
  return plain ? (parsed as IntegrationConfig) : null;
}

const address = () =>
  string().test({
    name: V.secureAddress,
    message: msg(V.secureAddress),
    test: (value) => !value || isSecureAddress(value),
  });

/** An integration (create and change). */
export const vendorIntegrationSchema = object({
  vendor: requiredText(INTEGRATION_LIMITS.vendor),
  vendor_code: requiredText(INTEGRATION_LIMITS.code).matches(/^[a-z0-9_-]+$/i, {
    message: msg(V.format),
    excludeEmptyString: true,
  }),
  client_id: requiredText(INTEGRATION_LIMITS.clientId),
  client_secret: nullableText(INTEGRATION_LIMITS.secret),
  callback_url: nullableText(INTEGRATION_LIMITS.address).concat(address().nullable()),
  token_url: requiredText(INTEGRATION_LIMITS.address).concat(address().required(REQUIRED)),
  config_data: nullableText(INTEGRATION_LIMITS.config).test({
    name: V.configObject,
    message: msg(V.configObject),
    test: (value) => parseIntegrationConfig(value) !== null,
  }),
  row_status: status([ROW_STATUS.ACTIVE, ROW_STATUS.INACTIVE]),
}) as unknown as ObjectSchema<VendorIntegrationBody>;
