import { SUCCESS_MESSAGES } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { findUserByUsername } from '../../identity/users';
import { validationFailed } from '../../platform/errors';
import { issueCourseCertificate } from './certificates';

/**
 * Demo mode only (never registered in production): issues the certificate of a youth (by username) for a course, as
 * the course player's completion rule will. The e2e journey 16-certificates uses it until enrolments exist.
 */
export function registerDevCertificateRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  app.post('/dev/certificates', async (request) => {
    const body = (request.body ?? {}) as { username?: unknown; course_id?: unknown };
    const courseId = Number(body.course_id);
    if (typeof body.username !== 'string' || !Number.isSafeInteger(courseId) || courseId < 1)
      throw validationFailed({ username: ['validation.required'], course_id: ['validation.required'] });
    const youthId = (await findUserByUsername(db, body.username))?.id;
    const issued =
      youthId == null
        ? null
        : await db.transaction((tx) => issueCourseCertificate(tx, { youthId: Number(youthId), courseId }));
    if (!issued) throw validationFailed({ username: ['validation.reference_missing'] });
    return { data: issued, status: { success: true, code: 200, message: SUCCESS_MESSAGES.ok } };
  });
}
