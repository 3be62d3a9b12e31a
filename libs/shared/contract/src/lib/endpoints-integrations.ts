import { defineEndpoint } from './endpoint';
import type { ListQuery } from './envelope';

/*
 * External vendor and LMS integrations (spec §3 "External vendor", admin `/lms-integrations`; issue 17 item 7;
 * ADR 0086). A platform administrator keeps each vendor's OAuth client (client id and secret, the token address, the
 * callback address and free configuration values) and checks it with "test connection": the gateway asks the
 * vendor's token address for a token with the client credentials and keeps the answer's access token, its expiry and
 * refresh token. The secret and the tokens are kept encrypted and never leave the gateway: a read says only whether
 * they are set.
 */

/** Permission keys of the integrations (the system admin role holds every key). */
export const INTEGRATION_PERMISSIONS = {
  view: 'view_any_vendor_integration',
  manage: 'manage_vendor_integration',
} as const;

/** Refusals and outcomes of the integrations (catalogue area integrations.ts). */
export const INTEGRATION_ERRORS = {
  /** A new integration needs its client secret. */
  secretRequired: 'integrations.errors.secret_required',
  /** The gateway has no SECRETS_KEY to encrypt the secret with (production without one). */
  noSecretsKey: 'integrations.errors.no_secrets_key',
} as const;

/** What "test connection" found (`integrations.test.<outcome>`). */
export const CONNECTION_OUTCOME = {
  /** The vendor answered with an access token. */
  CONNECTED: 'connected',
  /** The vendor answered with an error status (wrong client id or secret, unknown client …). */
  REFUSED: 'refused',
  /** The vendor answered 2xx but without an access token in JSON. */
  BAD_ANSWER: 'bad_answer',
  /** No answer in time (address unknown, connection refused, timeout). */
  UNREACHABLE: 'unreachable',
} as const;
export type ConnectionOutcome = (typeof CONNECTION_OUTCOME)[keyof typeof CONNECTION_OUTCOME];

/** Free configuration values of an integration: names to text, number or yes/no. */
export type IntegrationConfig = Record<string, string | number | boolean>;

/** One integration as administrators see it: never the secret or a token, only whether each is set. */
export interface VendorIntegration {
  id: number;
  /** The vendor's name, e.g. "Moodle of the Dhaka TTC". */
  vendor: string;
  /** Short unique code: letters, digits, `_` and `-`. */
  vendor_code: string;
  client_id: string;
  has_client_secret: boolean;
  /** Where the vendor sends its users back to (optional). */
  callback_url: string | null;
  /** Where the gateway asks for a token (OAuth 2 client credentials). */
  token_url: string;
  has_access_token: boolean;
  /** When the kept access token expires (ISO 8601); null without one or when the vendor gave no lifetime. */
  access_token_expires_at: string | null;
  /** When the last token was obtained. */
  last_token_at: string | null;
  has_refresh_token: boolean;
  config_data: IntegrationConfig;
  /** The last "test connection": its outcome and when; null before the first. */
  last_test: { outcome: ConnectionOutcome; status: number | null; at: string } | null;
  /** 1 active, 0 inactive. */
  row_status: number;
  created_at: string;
  updated_at: string;
}

/**
 * Create or change an integration. `client_secret` empty or absent on a change keeps the kept secret (it is never
 * shown, so the form cannot send it back); a new integration needs one. `config_data` is the JSON text of an object.
 */
export interface VendorIntegrationBody {
  vendor: string;
  vendor_code: string;
  client_id: string;
  client_secret?: string | null;
  callback_url?: string | null;
  token_url: string;
  config_data?: string | null;
  row_status: number;
}

/** Query of the integration list. */
export interface VendorIntegrationQuery extends ListQuery {
  /** Part of the vendor's name or code. */
  search?: string;
  /** 1 active, 0 inactive. */
  row_status?: number;
}

/** The answer of "test connection": what the vendor said (never its body) and the kept token's expiry. */
export interface ConnectionTestResult {
  outcome: ConnectionOutcome;
  /** The vendor's HTTP status; null when it did not answer. */
  status: number | null;
  /** How long the vendor took, in milliseconds. */
  duration_ms: number;
  integration: VendorIntegration;
}

const P = INTEGRATION_PERMISSIONS;
type IdParams = { id: number };

/** Integration endpoints; spread into the endpoints. */
export const integrationEndpoints = {
  vendorIntegrations: defineEndpoint<VendorIntegration[], undefined, VendorIntegrationQuery>({
    method: 'GET',
    path: '/private/vendor-integrations',
    area: 'private',
    permission: P.view,
    list: true,
    summary:
      'The external vendor and LMS integrations, newest first: search by vendor or code, filter by status',
  }),
  vendorIntegration: defineEndpoint<VendorIntegration, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/vendor-integrations/:id',
    area: 'private',
    permission: P.view,
    summary: 'One integration (whether its secret and tokens are set, never their values)',
  }),
  createVendorIntegration: defineEndpoint<VendorIntegration, VendorIntegrationBody>({
    method: 'POST',
    path: '/private/vendor-integrations',
    area: 'private',
    permission: P.manage,
    summary: 'Add an integration; its client secret is kept encrypted',
  }),
  updateVendorIntegration: defineEndpoint<VendorIntegration, VendorIntegrationBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/vendor-integrations/:id',
    area: 'private',
    permission: P.manage,
    summary: 'Change an integration (an empty client secret keeps the kept one)',
  }),
  deleteVendorIntegration: defineEndpoint<null, undefined, undefined, IdParams>({
    method: 'DELETE',
    path: '/private/vendor-integrations/:id',
    area: 'private',
    permission: P.manage,
    summary: 'Remove an integration and forget its secret and tokens',
  }),
  testVendorIntegration: defineEndpoint<ConnectionTestResult, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/private/vendor-integrations/:id/test-connection',
    area: 'private',
    permission: P.manage,
    summary:
      'Ask the vendor’s token address for a token with the client credentials; keep the token, its expiry and refresh token',
  }),
} as const;
