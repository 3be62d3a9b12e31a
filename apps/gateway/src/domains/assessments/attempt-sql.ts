/* SQL fragments of attempts shared by the repositories of this domain (migration 020, ADR 0070). */

/** An attempt summary (contract `AttemptSummary`) over `exam_attempts t` and its set `job_assessment_sets st`. */
export const ATTEMPT_SUMMARY_JSON = `case when t.id is null then null else jsonb_build_object(
    'id', t.id, 'started_at', t.started_at, 'deadline_at', t.deadline_at, 'submitted_at', t.submitted_at,
    'closed_by', t.closed_by, 'set_title', st.title, 'set_title_en', st.title_en, 'obtained_marks', t.obtained_marks,
    'total_marks', t.total_marks, 'pass_marks', t.pass_marks, 'passed', t.passed, 'marking', t.marking) end`;
