import {
  CERTIFICATE_ERRORS as E,
  CERTIFICATE_LIMITS,
  CERTIFICATE_PAGE,
  type CertificateTemplateBody,
  FILE_VISIBILITY,
  type FieldErrors,
  unknownCertificateFields,
} from '@platform/contract';
import { VALIDATION_MESSAGES as V } from '@platform/validation';
import type { Db } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { findLiveFile } from '../files/repository';
import { deleteTemplate, findTemplate, insertTemplate, templateCount, updateTemplate } from './repository';

/*
 * What the template routes do (issue 15 item 8): the rules that look at the page and at the other elements, the
 * background image's checks, and create / edit / delete inside the caller's institute.
 */

/** Background images a PDF embeds without conversion. */
export const BACKGROUND_TYPES = ['image/png', 'image/jpeg'] as const;

/** Field errors of the elements: inside the page, unique keys, one QR code (square), known `{field}`s. */
export function elementErrors(body: CertificateTemplateBody): FieldErrors {
  const errors: FieldErrors = {};
  const page = CERTIFICATE_PAGE[body.orientation];
  const keys = new Set<string>();
  let qrs = 0;
  body.elements.forEach((e, i) => {
    const at = `elements[${i}]`;
    if (keys.has(e.key)) errors[`${at}.key`] = [E.duplicateKey];
    keys.add(e.key);
    const height = e.kind === 'qr' ? e.width : e.height;
    if (e.x + e.width > page.width) errors[`${at}.x`] = [E.offPage];
    if (e.y + height > page.height) errors[`${at}.y`] = [E.offPage];
    if (e.kind === 'qr') {
      qrs += 1;
      if (qrs > 1) errors[`${at}.kind`] = [E.oneQr];
      if (e.width < CERTIFICATE_LIMITS.qrMin) errors[`${at}.width`] = [E.offPage];
    } else if (e.kind === 'image') {
      if (!e.file_id) errors[`${at}.file_id`] = [V.required];
    } else if (!e.text.trim()) errors[`${at}.text`] = [V.required];
    else if (unknownCertificateFields(e.text).length) errors[`${at}.text`] = [E.unknownField];
  });
  return errors;
}

/** A file the template may show: a live public PNG or JPEG of the caller; null when it is, else the message id. */
async function imageFileError(db: Db, fileId: string, callerId: number): Promise<string | null> {
  const file = await findLiveFile(db, fileId);
  if (!file || file.owner_id !== callerId) return V.referenceMissing;
  if (
    file.visibility !== FILE_VISIBILITY.PUBLIC ||
    !(BACKGROUND_TYPES as readonly string[]).includes(file.mime_type)
  )
    return V.fileType;
  return null;
}

/**
 * The element rules, the background and the images: each a live PNG or JPEG public file of the caller (a file the
 * stored template already shows stays, whoever uploaded it).
 */
async function checkBody(
  db: Db,
  body: CertificateTemplateBody,
  callerId: number,
  stored: { background: string | null; files: readonly string[] },
): Promise<CertificateTemplateBody> {
  const errors = elementErrors(body);
  const background = body.background_file_id ?? null;
  if (background && background !== stored.background) {
    const error = await imageFileError(db, background, callerId);
    if (error) errors.background_file_id = [error];
  }
  for (const [i, e] of body.elements.entries()) {
    const at = `elements[${i}].file_id`;
    if (e.kind !== 'image' || !e.file_id || stored.files.includes(e.file_id) || errors[at]) continue;
    const error = await imageFileError(db, e.file_id, callerId);
    if (error) errors[at] = [error];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  // a QR code is square; only an image keeps a file
  return {
    ...body,
    elements: body.elements.map((e) => {
      if (e.kind === 'qr') return { ...e, height: e.width, text: '', file_id: null };
      if (e.kind === 'image') return { ...e, text: '' };
      return { ...e, file_id: null };
    }),
  };
}

export async function createTemplate(
  db: Db,
  scope: TenantScope,
  body: CertificateTemplateBody,
  callerId: number,
): Promise<number> {
  if (scope.kind !== 'institute') throw new HttpError(403, 'courses.errors.no_institute');
  const checked = await checkBody(db, body, callerId, { background: null, files: [] });
  return db.transaction(async (tx) => {
    if ((await templateCount(tx, scope.id)) >= CERTIFICATE_LIMITS.perInstitute)
      throw new HttpError(409, E.tooMany);
    return insertTemplate(tx, scope.id, checked);
  });
}

export async function editTemplate(
  db: Db,
  id: number,
  scope: TenantScope,
  body: CertificateTemplateBody,
  callerId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findTemplate(tx, id, scope, true);
    if (!current) throw notFound();
    const files = current.elements.flatMap((e) => (e.kind === 'image' && e.file_id ? [e.file_id] : []));
    const checked = await checkBody(tx, body, callerId, { background: current.background_file_id, files });
    await updateTemplate(tx, id, current.institute_id, checked);
  });
}

export async function removeTemplate(db: Db, id: number, scope: TenantScope): Promise<void> {
  if (!(await findTemplate(db, id, scope))) throw notFound();
  await deleteTemplate(db, id);
}
