/*
 * SQL fragments of the pipeline (migration 012) shared by the applicant list (applicants.ts) and the youth's offers
 * (offers.ts). A module of its own, without imports.
 */

/** The offer terms as JSON, for the applicant and youth selects (`o` = job_offers). */
export const OFFER_JSON = `case when o.application_id is null then null else json_build_object('salary', o.salary,
  'joining_date', to_char(o.joining_date, 'YYYY-MM-DD'), 'message', o.message, 'sent_at', o.sent_at, 'responded_at', o.responded_at,
  'cancelled_at', o.cancelled_at) end`;

/** The interview summary as JSON, for the applicant select (`ic` = job_interview_candidates, `isch` = its schedule). */
export const INTERVIEW_JSON = `case when ic.application_id is null then null else json_build_object('schedule_id', isch.id, 'schedule_title', isch.title,
  'interview_date', to_char(isch.interview_date, 'YYYY-MM-DD'), 'start_time', to_char(isch.start_time, 'HH24:MI'),
  'end_time', to_char(isch.end_time, 'HH24:MI'), 'kind', isch.kind, 'board_status', ic.board_status, 'response', ic.response,
  'response_note', ic.response_note, 'result', ic.result, 'invited_at', ic.invited_at) end`;
