import { mixed, object } from 'yup';
import { TRAINEE_STATUSES, type TraineeStatus } from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { blankToNull, integer, text } from './rules';

/*
 * The query of a course's trainee list (issue 15 item 6; ADR 0081): search by name, filter by batch and enrolment
 * status (page and page_size are read by the gateway). A bad value is the 422 envelope's validation.one_of.
 */
export const courseTraineeListQuerySchema = object({
  search: text(200),
  batch_id: integer().transform(blankToNull).positive(msg(V.oneOf)).nullable(),
  status: mixed<TraineeStatus>()
    .transform((_v: unknown, original: unknown) => (original === '' ? undefined : original))
    .oneOf([...TRAINEE_STATUSES, undefined], msg(V.oneOf)),
});
