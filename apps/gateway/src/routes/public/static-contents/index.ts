import { STATIC_PAGE_TYPE, type StaticPageType, endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { findStaticContent, listStaticContents } from '../../../db/repositories/content';
import { registerEndpoint } from '../../../platform/endpoint';
import { notFound } from '../../../platform/errors';

const PAGE_TYPES = new Set<string>(Object.values(STATIC_PAGE_TYPE));
const isPageType = (v: unknown): v is StaticPageType => typeof v === 'string' && PAGE_TYPES.has(v);

export function registerStaticContentRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerEndpoint(app, endpoints.staticContents, async () => listStaticContents(db));
  registerEndpoint(app, endpoints.staticContent, async ({ params }) => {
    if (!isPageType(params.type)) throw notFound();
    const page = await findStaticContent(db, params.type);
    if (!page) throw notFound();
    return page;
  });
}
