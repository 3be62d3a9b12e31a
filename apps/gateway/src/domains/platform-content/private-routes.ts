import { endpoints } from '@platform/contract';
import { appSettingsSchema, staticContentSchema, VALIDATION_MESSAGES as V } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { isPageType, listStaticContents, updateStaticContent } from './content';
import { plainText, sanitizeRichText } from './rich-text';
import { getSettings, updateSettings } from './settings';
import { notFound, validationFailed } from '../../platform/errors';
import { registerEndpoint } from '../../platform/endpoint';

const plain = (v: string | undefined) => (v === undefined ? undefined : plainText(v));

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

/**
 * The static pages (spec §7 private `static-contents`): the admin's list and the edit of one page. Titles are plain
 * text, bodies rich text kept to safe tags; a field that is empty once sanitised is refused as required. A successful
 * write drops the kept public answers (platform/public-cache.ts), so the youth portal reads the new page at once.
 */
export function registerStaticContentAdminRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerEndpoint(app, endpoints.staticContentsAdmin, async () => listStaticContents(db));
  registerEndpoint(
    app,
    endpoints.updateStaticContent,
    async ({ params, body }) => {
      if (!isPageType(params.type)) throw notFound();
      const page = {
        title: plainText(body.title),
        title_en: plainText(body.title_en),
        body: sanitizeRichText(body.body),
        body_en: sanitizeRichText(body.body_en),
      };
      const empty = Object.entries(page).filter(([, value]) => value === '');
      if (empty.length) throw validationFailed(Object.fromEntries(empty.map(([k]) => [k, [V.required]])));
      const saved = await updateStaticContent(db, params.type, page);
      if (!saved) throw notFound();
      return saved;
    },
    { body: staticContentSchema },
  );
}
