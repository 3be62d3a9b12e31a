import { mixed, object, string, type ObjectSchema } from 'yup';
import {
  LOCKER_CATEGORIES,
  LOCKER_LIMITS,
  LOCKER_SHARE_DAYS,
  type LockerCategory,
  type LockerDocumentBody,
  type LockerDocumentUpdateBody,
  type LockerShareBody,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { integer, REQUIRED, requiredText } from './rules';

/* My locker (issue 18 item 5, ADR 0085): the locker forms and the gateway check the same bodies. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const category = () =>
  mixed<LockerCategory>((value): value is LockerCategory =>
    LOCKER_CATEGORIES.includes(value as LockerCategory),
  )
    .required(REQUIRED)
    .typeError(msg(V.oneOf))
    .oneOf([...LOCKER_CATEGORIES], msg(V.oneOf));

const documentFields = {
  title: requiredText(LOCKER_LIMITS.title),
  category: category(),
};

export const lockerDocumentUpdateSchema: ObjectSchema<LockerDocumentUpdateBody> = object(documentFields);

export const lockerDocumentSchema: ObjectSchema<LockerDocumentBody> = object({
  file_id: string().typeError(msg(V.uuid)).required(REQUIRED).matches(UUID, msg(V.uuid)),
  ...documentFields,
});

/** The share form: 1, 7 or 30 days (the gateway reads the value as `LockerShareBody`). */
export const lockerShareSchema = object({
  lifetime_days: integer()
    // a list or an object is not a number of days, even one yup could read as one ([1])
    .transform((value: unknown, original: unknown) =>
      typeof original === 'number' || typeof original === 'string' ? value : Number.NaN,
    )
    .required(REQUIRED)
    .oneOf([...LOCKER_SHARE_DAYS], msg(V.oneOf)),
});
export type LockerShareValues = LockerShareBody;
