import {
  INTEGRATION_ERRORS,
  integrationEndpoints as E,
  type VendorIntegrationBody,
} from '@platform/contract';
import { parseIntegrationConfig, vendorIntegrationSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/sql';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import { open, seal } from '../../platform/secret-box';
import { requestToken } from './connection';
import { integrationFilters } from './filters';
import {
  codeTaken,
  deleteIntegration,
  findIntegration,
  insertIntegration,
  type IntegrationValues,
  listIntegrations,
  recordTest,
  sealedSecretOf,
  updateIntegration,
} from './repository';

/**
 * External vendor and LMS integrations (admin `/lms-integrations`; issue 17 item 7; ADR 0086): list, read, add,
 * change, remove, and "test connection". The client secret is sealed under SECRETS_KEY before it reaches the database
 * and never leaves the gateway again.
 */
export function registerIntegrationRoutes(app: FastifyInstance): void {
  const { db, config } = app.services;

  const keyOrRefuse = (): Buffer => {
    if (!config.secretsKey) throw new HttpError(503, INTEGRATION_ERRORS.noSecretsKey);
    return config.secretsKey;
  };

  /** The checked body as column values; 422 when the code is taken. */
  const valuesOf = async (body: VendorIntegrationBody, id: number | null): Promise<IntegrationValues> => {
    if (await codeTaken(db, body.vendor_code, id))
      throw validationFailed({ vendor_code: ['validation.already_exists'] });
    return {
      vendor: body.vendor,
      vendor_code: body.vendor_code,
      client_id: body.client_id,
      callback_url: body.callback_url || null,
      token_url: body.token_url,
      // the schema has checked it parses to an object
      config_data: parseIntegrationConfig(body.config_data) ?? {},
      row_status: body.row_status,
    };
  };

  const codeClash = (error: unknown): never => {
    if (isUniqueViolation(error)) throw validationFailed({ vendor_code: ['validation.already_exists'] });
    throw error;
  };

  registerListEndpoint(app, E.vendorIntegrations, async (ctx) =>
    listIntegrations(db, integrationFilters(ctx.query), ctx.page),
  );

  registerEndpoint(app, E.vendorIntegration, async (ctx) => {
    const found = await findIntegration(db, ctx.id());
    if (!found) throw notFound();
    return found;
  });

  registerEndpoint(
    app,
    E.createVendorIntegration,
    async ({ body }) => {
      if (!body.client_secret) throw validationFailed({ client_secret: [INTEGRATION_ERRORS.secretRequired] });
      const key = keyOrRefuse();
      const values = await valuesOf(body, null);
      return insertIntegration(db, values, seal(key, body.client_secret)).catch(codeClash);
    },
    { body: vendorIntegrationSchema, message: 'integrations.success.saved' },
  );

  registerEndpoint(
    app,
    E.updateVendorIntegration,
    async (ctx) => {
      const id = ctx.id();
      if (!(await findIntegration(db, id))) throw notFound();
      const secret = ctx.body.client_secret ? seal(keyOrRefuse(), ctx.body.client_secret) : null;
      const values = await valuesOf(ctx.body, id);
      const saved = await updateIntegration(db, id, values, secret).catch(codeClash);
      if (!saved) throw notFound();
      return saved;
    },
    { body: vendorIntegrationSchema, message: 'integrations.success.saved' },
  );

  registerEndpoint(
    app,
    E.deleteVendorIntegration,
    async (ctx) => {
      if (!(await deleteIntegration(db, ctx.id()))) throw notFound();
      return null;
    },
    { message: 'integrations.success.deleted' },
  );

  registerEndpoint(
    app,
    E.testVendorIntegration,
    async (ctx) => {
      const id = ctx.id();
      const found = await findIntegration(db, id);
      if (!found) throw notFound();
      const key = keyOrRefuse();
      const sealed = await sealedSecretOf(db, id);
      const secret = sealed ? open(key, sealed) : null;
      // a secret sealed under another key cannot be used: the administrator types it again
      if (secret === null) throw validationFailed({ client_secret: [INTEGRATION_ERRORS.secretRequired] });
      const answer = await requestToken(found.token_url, found.client_id, secret, {
        allowLoopback: config.mode === 'demo',
      });
      const t = answer.token;
      const integration = await recordTest(db, id, {
        outcome: answer.outcome,
        status: answer.status,
        tokens: t
          ? {
              access: seal(key, t.access),
              refresh: t.refresh ? seal(key, t.refresh) : null,
              expiresAt: t.expiresInSeconds ? new Date(Date.now() + t.expiresInSeconds * 1000) : null,
            }
          : null,
      });
      if (!integration) throw notFound();
      return { outcome: answer.outcome, status: answer.status, duration_ms: answer.durationMs, integration };
    },
    { successCode: 200 },
  );
}
