import { type BulkEnrolResult, TRAINEE_ENROLMENT_ERRORS as ERR } from '@platform/contract';
import {
  bulkEnrolRowSchema,
  bulkEnrolSchema,
  today,
  VALIDATION_MESSAGES,
  validateBody,
} from '@platform/validation';
import type { Db } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { validated } from '../../platform/validate';
import type { Notifier } from '../notifications/outbox';
import { courseForEnrolment, type EnrolRequest, enrolYouths, youthByContacts } from './enrolment';

/*
 * One chunk of a bulk enrolment sheet (issue 15 item 6; ADR 0088). The portal reads the .xlsx and sends its rows in
 * chunks; the gateway trusts none of it: every row is checked again (bulkEnrolRowSchema), its e-mail address and
 * mobile number must name the same registered youth, and seats are assigned under the batches' lock. Good rows are
 * enrolled and invited; bad ones come back as `<row>.<field>` → message ids, the numbers the provider sees in the sheet.
 */

interface CheckedRow {
  row: number;
  email: string | null;
  mobile: string | null;
  batch_id: number | null;
}

export async function bulkEnrol(
  db: Db,
  notifier: Notifier,
  req: { courseId: number; scope: TenantScope; body: unknown; youthPortal: string },
): Promise<BulkEnrolResult> {
  return db.transaction(async (tx) => {
    const course = await courseForEnrolment(tx, req.courseId, req.scope);
    if (!course) throw notFound();
    const { rows } = await validated(bulkEnrolSchema, req.body);
    if (!course.open) throw new HttpError(409, ERR.courseNotOpen);

    const errors: Record<string, string[]> = {};
    const add = (row: number, field: string, message: string) => {
      errors[`${row}.${field}`] = [...(errors[`${row}.${field}`] ?? []), message];
    };
    const checked: CheckedRow[] = [];
    for (const [i, raw] of rows.entries()) {
      // a row is an object of cells (the portal always sends one), or the chunk itself is malformed
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        throw validationFailed({ [`rows[${i}]`]: [VALIDATION_MESSAGES.format] });
      const result = await validateBody(bulkEnrolRowSchema, raw);
      if (result.ok) {
        const v = result.value;
        checked.push({
          row: v.row,
          email: v.email?.toLowerCase() ?? null,
          mobile: v.mobile ?? null,
          batch_id: v.batch_id ?? null,
        });
        continue;
      }
      // without a usable row number the chunk itself is malformed (the portal always numbers its rows)
      if (result.errors.row) throw validationFailed({ [`rows[${i}].row`]: result.errors.row });
      const row = Number((raw as { row: unknown }).row);
      for (const [field, messages] of Object.entries(result.errors))
        for (const m of messages) add(row, field || 'row', m);
    }

    const emails = [...new Set(checked.flatMap((r) => (r.email ? [r.email] : [])))];
    const mobiles = [...new Set(checked.flatMap((r) => (r.mobile ? [r.mobile] : [])))];
    const { byEmail, byMobile } = await youthByContacts(tx, emails, mobiles);
    const requests: EnrolRequest[] = [];
    const contactField = new Map<number, 'email' | 'mobile'>();
    for (const r of checked) {
      const viaEmail = r.email ? byEmail.get(r.email) : undefined;
      const viaMobile = r.mobile ? byMobile.get(r.mobile) : undefined;
      if (r.email && viaEmail === undefined) add(r.row, 'email', ERR.unknownYouth);
      if (r.mobile && viaMobile === undefined) add(r.row, 'mobile', ERR.unknownYouth);
      if ((r.email && viaEmail === undefined) || (r.mobile && viaMobile === undefined)) continue;
      if (viaEmail !== undefined && viaMobile !== undefined && viaEmail !== viaMobile) {
        add(r.row, 'mobile', ERR.contactMismatch);
        continue;
      }
      const youthId = viaEmail ?? viaMobile;
      if (youthId === undefined) continue;
      contactField.set(r.row, r.email ? 'email' : 'mobile');
      requests.push({ key: r.row, youthId, batchId: r.batch_id });
    }

    const outcomes = await enrolYouths(tx, notifier, course, requests, {
      youthPortal: req.youthPortal,
      day: today(),
    });
    const enrolled: BulkEnrolResult['enrolled'] = [];
    for (const o of outcomes) {
      if ('message' in o)
        add(o.key, o.field === 'batch_id' ? 'batch_id' : (contactField.get(o.key) ?? 'row'), o.message);
      else enrolled.push({ row: o.key, youth_id: o.youthId, enrolment_id: o.enrolmentId });
    }
    return { enrolled, errors };
  });
}
