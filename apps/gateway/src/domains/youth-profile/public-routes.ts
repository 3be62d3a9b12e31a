import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { youthByPublicId } from './repository';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { loadCvView } from './cv-certificates';
import { loadProfile, publicView } from './profile';

/**
 * A youth's public profile and CV (spec §7 public youth/{id}, youth/{id}/cv; the /youth-profile/{id} page and its QR
 * code). {id} is the profile's random public id, never the user id: profiles cannot be listed by counting. Hidden
 * sections are absent; the CV holds only the items added to it.
 */
export function registerPublicYouthProfileRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const youth = async (publicId: string) => {
    const userId = await youthByPublicId(db, publicId);
    if (userId === null) throw notFound();
    return loadProfile(db, userId);
  };
  registerEndpoint(app, endpoints.publicYouthProfile, async ({ params }) =>
    publicView(await youth(params.id), { cv: false }),
  );
  registerEndpoint(app, endpoints.publicYouthCv, async ({ params }) => {
    const userId = await youthByPublicId(db, params.id);
    if (userId === null) throw notFound();
    return loadCvView(app, userId);
  });
}
