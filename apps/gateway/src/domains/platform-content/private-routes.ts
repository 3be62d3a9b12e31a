import { endpoints } from '@platform/contract';
import { appSettingsSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import sanitizeHtml from 'sanitize-html';
import { getSettings, updateSettings } from './settings';
import { registerEndpoint } from '../../platform/endpoint';

/** Site names are plain text: any markup is dropped, not escaped. */
const plain = (v: string | undefined) =>
  v === undefined ? undefined : sanitizeHtml(v, { allowedTags: [], allowedAttributes: {} }).trim();

/** The site settings (spec §6 app settings): names, maintenance mode and its bypass hash. */
export function registerAppSettingsRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerEndpoint(app, endpoints.appSettings, async () => getSettings(db));
  registerEndpoint(
    app,
    endpoints.updateAppSettings,
    async ({ body: value, requireUser }) => {
      const siteName = plain(value.site_name);
      const siteNameEn = plain(value.site_name_en);
      return updateSettings(
        db,
        { ...value, site_name: siteName || undefined, site_name_en: siteNameEn || undefined },
        requireUser().id,
      );
    },
    { body: appSettingsSchema },
  );
}
