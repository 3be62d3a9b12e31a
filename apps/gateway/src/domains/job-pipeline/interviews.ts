import type {
  ApplicationStatus,
  CandidateBoardStatus,
  CandidateResponse,
  InterviewResult,
  YouthInterview,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { videoLink } from './schedules';

/*
 * SQL of the candidate's interview (migration 012, ADR 0063): the row that puts an application on a schedule, its
 * board status, answer and result, the board members' links, and the youth's own view (`youth_id = caller`).
 */

/** Puts the application on the schedule (a re-invitation moves it and clears the earlier answer and result). */
export async function upsertCandidate(
  tx: Db,
  applicationId: number,
  scheduleId: number,
  tokenHash: string,
  by: number,
): Promise<void> {
  await tx.query(
    `insert into job_interview_candidates (application_id, schedule_id, board_status, token_hash, invited_by) values ($1, $2, 3, $3, $4)
     on conflict (application_id) do update set schedule_id = excluded.schedule_id, board_status = 3, response = null, response_note = null,
       responded_at = null, result = null, token_hash = excluded.token_hash, invited_by = excluded.invited_by, invited_at = now()`,
    [applicationId, scheduleId, tokenHash, by],
  );
}

export async function setBoardStatus(
  tx: Db,
  applicationId: number,
  boardStatus: CandidateBoardStatus,
  result?: InterviewResult,
): Promise<void> {
  await tx.query(
    'update job_interview_candidates set board_status = $2, result = coalesce($3, result) where application_id = $1',
    [applicationId, boardStatus, result ?? null],
  );
}

export async function recordResponse(
  tx: Db,
  applicationId: number,
  response: CandidateResponse,
  note: string | null,
  boardStatus: CandidateBoardStatus,
): Promise<void> {
  await tx.query(
    'update job_interview_candidates set response = $2, response_note = $3, responded_at = now(), board_status = $4 where application_id = $1',
    [applicationId, response, note, boardStatus],
  );
}

export async function hasInterview(db: Db, applicationId: number): Promise<boolean> {
  return (
    (await db.query('select 1 from job_interview_candidates where application_id = $1', [applicationId])).rows
      .length > 0
  );
}

export async function insertBoardLink(
  tx: Db,
  scheduleId: number,
  memberId: number,
  tokenHash: string,
): Promise<void> {
  await tx.query(
    `insert into job_interview_board_links (token_hash, schedule_id, member_id) values ($1, $2, $3)
     on conflict (schedule_id, member_id) do update set token_hash = excluded.token_hash, created_at = now()`,
    [tokenHash, scheduleId, memberId],
  );
}

type YouthInterviewRow = Omit<YouthInterview, 'video_link'> & { video_room: string | null };

const YOUTH_INTERVIEW_SELECT = `select a.id as application_id, a.job_id, a.status, s.title, to_char(s.interview_date, 'YYYY-MM-DD') as interview_date,
    to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time, s.kind, s.venue, s.video_room,
    c.response, c.response_note, c.responded_at, c.result
  from job_applications a join job_interview_candidates c on c.application_id = a.id join job_interview_schedules s on s.id = c.schedule_id`;

const toYouthInterview =
  (base: string) =>
  ({ video_room, ...row }: YouthInterviewRow): YouthInterview => ({
    ...row,
    video_link: videoLink(base, row.kind, video_room),
  });

/** The caller's interview for a job (`youth_id = caller` in the SQL), or null. */
export async function youthInterview(
  db: Db,
  jobId: number,
  youthId: number,
  videoBase: string,
): Promise<YouthInterview | null> {
  const row = (
    await db.query<YouthInterviewRow>(`${YOUTH_INTERVIEW_SELECT} where a.job_id = $1 and a.youth_id = $2`, [
      jobId,
      youthId,
    ])
  ).rows[0];
  return row ? toYouthInterview(videoBase)(row) : null;
}

/** The caller's application to a job, locked. */
export async function lockOwnApplication(
  tx: Db,
  jobId: number,
  youthId: number,
): Promise<{ id: number; status: ApplicationStatus } | null> {
  const r = await tx.query<{ id: number; status: ApplicationStatus }>(
    'select a.id, a.status from job_applications a where a.job_id = $1 and a.youth_id = $2 for update',
    [jobId, youthId],
  );
  return r.rows[0] ?? null;
}

/** The caller's application by id, locked (offers are answered by application id). */
export async function lockOwnApplicationById(
  tx: Db,
  applicationId: number,
  youthId: number,
): Promise<{ id: number; job_id: number; status: ApplicationStatus } | null> {
  const r = await tx.query<{ id: number; job_id: number; status: ApplicationStatus }>(
    'select a.id, a.job_id, a.status from job_applications a where a.id = $1 and a.youth_id = $2 for update',
    [applicationId, youthId],
  );
  return r.rows[0] ?? null;
}

/** The application behind a candidate's confirmation token (sha-256 hash), locked. */
export async function lockApplicationByToken(
  tx: Db,
  tokenHash: string,
): Promise<{ id: number; job_id: number; youth_id: number; status: ApplicationStatus } | null> {
  const r = await tx.query<{ id: number; job_id: number; youth_id: number; status: ApplicationStatus }>(
    `select a.id, a.job_id, a.youth_id, a.status from job_interview_candidates c join job_applications a on a.id = c.application_id
      where c.token_hash = $1 for update of a`,
    [tokenHash],
  );
  return r.rows[0] ?? null;
}

/** The schedule and member behind a board member's link. */
export async function boardLink(
  db: Db,
  tokenHash: string,
): Promise<{ schedule_id: number; job_id: number; member_name: string } | null> {
  const r = await db.query<{ schedule_id: number; job_id: number; member_name: string }>(
    `select l.schedule_id, s.job_id, m.name as member_name from job_interview_board_links l
       join job_interview_schedules s on s.id = l.schedule_id join job_interview_board_members m on m.id = l.member_id
      where l.token_hash = $1`,
    [tokenHash],
  );
  return r.rows[0] ?? null;
}
