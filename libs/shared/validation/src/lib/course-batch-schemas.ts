import { type mixed, type ObjectSchema, object } from 'yup';
import {
  COURSE_BATCH_LIMITS as L,
  type CourseBatchBody,
  type InstituteBatchBody,
  PLATFORM_BATCH_PHASE,
  type PlatformBatchPhase,
} from '@platform/contract';
import { toDay } from './dates';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { parseBnNumber } from './normalize';
import {
  blankToNull,
  dateAfter,
  dateString,
  integer,
  maxMessage,
  nullableText,
  REQUIRED,
  requiredText,
  text,
  filterOf,
} from './rules';

/*
 * Schema of a course's batch (issue 15 item 5; spec §3 batch fields, §5 "start date must be before the registration
 * end date" and "end date must be after (or equal to) start date"). The form and the gateway use the same one.
 */

const requiredDate = () => dateString().required(REQUIRED);
const seats = () =>
  integer()
    .min(1, msg(V.min, { min: 1 }))
    .max(L.seatsMax, maxMessage);

/** A batch (create and edit). */
export const courseBatchSchema = object({
  title: requiredText(L.title),
  title_en: nullableText(L.title),
  total_seats: seats().required(REQUIRED),
  available_seats: integer()
    .transform(blankToNull)
    .nullable()
    .min(0, msg(V.min, { min: 0 }))
    .test({
      name: V.availableSeatsOverTotal,
      message: msg(V.availableSeatsOverTotal),
      test(value) {
        const total = parseBnNumber((this.parent as { total_seats?: unknown } | undefined)?.total_seats);
        return value == null || total === undefined || Number.isNaN(total) || value <= total;
      },
    }),
  registration_start_date: requiredDate().test({
    name: V.startBeforeRegistrationEnd,
    message: msg(V.startBeforeRegistrationEnd),
    test(value) {
      const mine = toDay(value);
      const end = toDay(
        (this.parent as { registration_end_date?: unknown } | undefined)?.registration_end_date,
      );
      return !mine || !end || mine < end;
    },
  }),
  registration_end_date: requiredDate(),
  batch_start_date: requiredDate(),
  batch_end_date: dateAfter('batch_start_date').required(REQUIRED),
  training_center_id: integer().transform(blankToNull).nullable().positive(msg(V.referenceMissing)),
}) as unknown as ObjectSchema<CourseBatchBody>;

/**
 * A batch as the admin portal adds it (ADR 0127): the same rules and the course it belongs to (the gateway looks the
 * course up in the caller's institute).
 */
export const instituteBatchSchema = (
  courseBatchSchema as unknown as ObjectSchema<Record<string, unknown>>
).shape({
  course_id: integer().transform(blankToNull).nullable().required(REQUIRED).positive(msg(V.referenceMissing)),
}) as unknown as ObjectSchema<InstituteBatchBody>;

/** `GET /private/institute-batches/courses`: the picker's search. */
export const batchCourseListQuerySchema = object({ search: text(200) });

/*
 * The admin's platform-wide lists of batches and trainers (ADR 0118): their filters. page and page_size are read by
 * the gateway.
 */
const instituteFilter = () => integer().transform(blankToNull).positive(msg(V.oneOf)).nullable();

/** `GET /private/course-batches/platform`: search, institute, phase. */
export const platformBatchListQuerySchema = object({
  search: text(200),
  institute_id: instituteFilter(),
  phase: filterOf<PlatformBatchPhase>(Object.values(PLATFORM_BATCH_PHASE)),
});

/** `GET /private/trainers/platform`: search, institute, active. */
export const platformTrainerListQuerySchema = object({
  search: text(200),
  institute_id: instituteFilter(),
  row_status: integer()
    .transform(blankToNull)
    .nullable()
    .oneOf([0, 1, null], msg(V.oneOf)) as unknown as ReturnType<typeof mixed<0 | 1>>,
});
