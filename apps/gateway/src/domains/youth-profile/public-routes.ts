import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { youthByPublicId } from './repository';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { loadCvView, withEarnedCertificates } from './cv-certificates';
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
    return userId;
  };
  // the public profile lists the certificates added to the CV as the CV does (ADR 0115)
  registerEndpoint(app, endpoints.publicYouthProfile, async ({ params }) => {
    const userId = await youth(params.id);
    return withEarnedCertificates(app, userId, publicView(await loadProfile(db, userId), { cv: false }));
  });
  registerEndpoint(app, endpoints.publicYouthCv, async ({ params }) =>
    loadCvView(app, await youth(params.id)),
  );
}
