import { array, mixed, object, string, type ObjectSchema } from 'yup';
import {
  CANDIDATE_RESPONSE,
  type CandidateResponse,
  INTERVIEW_KIND,
  INTERVIEW_RESULT,
  type InterviewBoardBody,
  type InterviewCandidateStatusBody,
  type InterviewKind,
  type InterviewResultBody,
  type InterviewScheduleBody,
  type InviteToScheduleBody,
  type JobOfferBody,
  PIPELINE_LIMITS as L,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import {
  arrayMaxMessage,
  email,
  integer,
  maxMessage,
  minMessage,
  mobile,
  presentOnOrAfterToday,
  REQUIRED,
  requiredText,
  status,
  text,
  timeOfDay,
} from './rules';

/*
 * Schemas of the recruiter pipeline (interview boards, schedules, invitations, results, offers) and of the youth's
 * answer to an interview invitation (ADR 0063). The recruiter portal's forms and the gateway validate the same bodies.
 */

const minOne = msg(V.arrayMin, { min: 1 });
const nullable = (value: unknown, original: unknown) => (original === '' || original === null ? null : value);

/** HH:MM (24-hour; Bengali digits accepted). Required. */
const time = () => timeOfDay().required(REQUIRED);

const optionalRef = () => integer().positive(msg(V.oneOf)).transform(nullable).nullable();

export const interviewBoardMemberSchema = object({
  name: requiredText(L.name),
  email: email().transform(nullable).nullable(),
  mobile: mobile().transform(nullable).nullable(),
  designation: text(L.designation).transform(nullable).nullable(),
  user_id: optionalRef(),
}).test({
  name: 'email_or_mobile',
  message: msg(V.emailOrMobile),
  test(value, ctx) {
    if (!value || value.email || value.mobile) return true;
    return ctx.createError({ path: ctx.path ? `${ctx.path}.email` : 'email', message: msg(V.emailOrMobile) });
  },
});

export const interviewBoardSchema = object({
  title: requiredText(L.title),
  members: array(interviewBoardMemberSchema.required(REQUIRED))
    .min(1, minOne)
    .max(L.boardMembers, arrayMaxMessage)
    .required(minOne),
}) as unknown as ObjectSchema<InterviewBoardBody>;

export const interviewScheduleSchema = object({
  title: requiredText(L.title),
  interview_date: presentOnOrAfterToday().required(REQUIRED),
  start_time: time(),
  end_time: time().test({
    name: 'end_time_after_start',
    message: msg(V.endTimeAfterStart),
    test(value) {
      const start = (this.parent as { start_time?: unknown }).start_time;
      return typeof start !== 'string' || !/^\d{2}:\d{2}$/.test(start) || !value || value > start;
    },
  }),
  kind: status<InterviewKind>(Object.values(INTERVIEW_KIND)),
  venue: text(L.venue)
    .transform(nullable)
    .nullable()
    .when('kind', {
      is: INTERVIEW_KIND.PHYSICAL,
      then: (s) => s.required(REQUIRED),
    }),
  max_candidates: integer().min(1, minMessage).max(L.maxCandidates, maxMessage).required(REQUIRED),
  board_id: optionalRef(),
}) as unknown as ObjectSchema<InterviewScheduleBody>;

export const inviteToScheduleSchema = object({
  application_ids: array(integer().positive(msg(V.oneOf)).required(REQUIRED))
    .min(1, minOne)
    .max(L.bulk, arrayMaxMessage)
    .required(minOne),
}) as ObjectSchema<InviteToScheduleBody>;

export const interviewResultSchema = object({
  result: status(Object.values(INTERVIEW_RESULT)),
}) as ObjectSchema<InterviewResultBody>;

export const jobOfferSchema = object({
  application_id: integer().positive(msg(V.oneOf)).required(REQUIRED),
  salary: integer().min(0, minMessage).max(L.salaryMax, maxMessage).required(REQUIRED),
  joining_date: presentOnOrAfterToday().required(REQUIRED),
  message: text(L.message).transform(nullable).nullable(),
}) as unknown as ObjectSchema<JobOfferBody>;

export const interviewCandidateStatusSchema = object({
  response: status<CandidateResponse>(Object.values(CANDIDATE_RESPONSE)),
  note: text(L.note).transform(nullable).nullable(),
}) as unknown as ObjectSchema<InterviewCandidateStatusBody>;

export const candidateInterviewConfirmationSchema = object({
  token: string().max(200).required(REQUIRED),
  response: status<CandidateResponse>(Object.values(CANDIDATE_RESPONSE)),
  note: text(L.note).transform(nullable).nullable(),
});

/** Query of the youth's offers. */
export const youthJobOffersQuerySchema = object({
  filter: mixed<'open' | 'all'>().oneOf(['open', 'all', undefined], msg(V.oneOf)),
});
