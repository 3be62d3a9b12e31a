import { COURSE_PAYMENT_RESULT_PATH, ENROLMENT_STATUS } from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../payments/provider';
import { checkoutTitle, purposePayments } from '../payments/purpose-payments';
import type { OpenedPayment } from '../payments/purposes';

/*
 * Paid enrolments through the wallet port (ADR 0062; the assessments' pattern, ADR 0070; ADR 0075): a payment row is
 * opened in the enrolment's transaction, the provider's checkout is asked for outside it, and the provider's answer
 * reaches the payments domain's callback, which hands a reference it does not know to this purpose: verified there,
 * applied once (the enrolment becomes `enrolled` on a success), then 303 to the youth portal's result page.
 */
export const enrolmentPayments = purposePayments({
  name: 'course_enrolment',
  table: 'course_enrolment_payments',
  owner: { sql: 'p.enrolment_id', param: 'enrollment' },
  result: { portal: 'youth', path: COURSE_PAYMENT_RESULT_PATH },
  onPaid: (tx, enrolmentId) =>
    tx.query(
      `update course_enrolments set status = '${ENROLMENT_STATUS.ENROLLED}', enrolled_at = now(), updated_at = now()
        where id = $1 and status = '${ENROLMENT_STATUS.PAYMENT_PENDING}'`,
      [enrolmentId],
    ),
});

/** Opens an incomplete payment of a pending enrolment (in the caller's transaction). */
export async function openEnrolmentPayment(
  tx: Db,
  provider: PaymentProvider,
  enrolment: { id: number; fee: number; course_title: string; course_title_en: string | null },
  locale: CatalogueLocale,
): Promise<OpenedPayment> {
  const inserted = await tx.query<{ id: number }>(
    `insert into course_enrolment_payments (enrolment_id, youth_id, institute_id, amount, provider)
     select e.id, e.youth_id, c.institute_id, $2, $3 from course_enrolments e join courses c on c.id = e.course_id
      where e.id = $1 returning id`,
    [enrolment.id, enrolment.fee, provider.name],
  );
  const title = checkoutTitle(locale, enrolment.course_title, enrolment.course_title_en);
  return { paymentId: Number(inserted.rows[0]?.id), amount: enrolment.fee, locale, title };
}
