import type { CvCertificate, YouthPublicProfile } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { certificateVerificationUrl } from '../../platform/portal-links';
import { loadProfile, publicView } from './profile';

/*
 * The platform's certificates on the CV (issue 16 item 5; ADR 0115): the ones the youth switched on in the locker and
 * that are not revoked, newest first. A revocation takes one off every CV view at once (the CV page, the public CV,
 * the CV bank, the association's copy and the PDF) because each reads this, not a copy. Read here, not in the
 * certificates domain, so that the dependency runs one way (certificates draws its PDF with the CV's fonts); an RPL
 * certificate's title already names its occupation and level (ADR 0094).
 */
export async function cvCertificatesOf(
  db: Db,
  youthId: number,
  urlOf: (id: string) => string,
): Promise<CvCertificate[]> {
  const r = await db.query<Record<string, unknown>>(
    `select c.id, c.course_title, c.course_title_en, c.institute_title, c.institute_title_en,
            to_char(c.issued_at at time zone 'Asia/Dhaka', 'YYYY-MM-DD') as issued_on
       from certificates c
      where c.youth_id = $1 and c.add_to_cv and c.revoked_at is null
      order by c.issued_at desc, c.id`,
    [youthId],
  );
  return r.rows.map((row) => {
    const id = String(row.id);
    return {
      id,
      course_title: String(row.course_title),
      course_title_en: row.course_title_en == null ? null : String(row.course_title_en),
      institute_title: String(row.institute_title),
      institute_title_en: row.institute_title_en == null ? null : String(row.institute_title_en),
      issued_on: String(row.issued_on),
      verification_url: urlOf(id),
    };
  });
}

/**
 * The view with the certificates the youth added to the CV (only when the `certifications` part is shown). The public
 * profile (/youth-profile/{id}, the page that offers the CV PDF) lists them as the CV does.
 */
export async function withEarnedCertificates(
  app: FastifyInstance,
  userId: number,
  view: YouthPublicProfile,
): Promise<YouthPublicProfile> {
  if (!view.certifications) return view;
  const earned = await cvCertificatesOf(app.services.db, userId, (id) =>
    certificateVerificationUrl(app.services.config, id),
  );
  return earned.length ? { ...view, earned_certificates: earned } : view;
}

/**
 * The CV view of a youth (publicView with cv: true) with the certificates added to it — the one way every CV reader
 * (the youth's CV page, the public CV, its PDF, the CV bank, an association, the youths directory) gets a CV. The
 * certificates follow the `certifications` part: hidden with it.
 */
export async function loadCvView(app: FastifyInstance, userId: number): Promise<YouthPublicProfile> {
  return withEarnedCertificates(
    app,
    userId,
    publicView(await loadProfile(app.services.db, userId), { cv: true }),
  );
}
