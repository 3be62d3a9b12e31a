import type {
  InterviewCandidate,
  InterviewKind,
  InterviewSchedule,
  InterviewScheduleBody,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { type JobScope, jobScopeSql } from '../jobs/scope';

/*
 * SQL of interview schedules and who sits in them (migration 012, ADR 0063). Tenancy is in the SQL: a schedule is
 * looked up through its job, with the caller's organisation condition (`jobScopeSql`).
 */

const SCHEDULE_COLUMNS = `s.id, s.job_id, s.title, to_char(s.interview_date, 'YYYY-MM-DD') as interview_date,
  to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time, s.kind, s.venue, s.video_room,
  s.max_candidates, s.created_at, s.updated_at`;

type ScheduleRow = Omit<InterviewSchedule, 'video_link'> & { video_room: string | null };

/** The video room link of an online schedule: `<base>/<room>`; null for a physical one. */
export const videoLink = (base: string, kind: InterviewKind, room: string | null): string | null =>
  kind === 2 && room ? `${base}/${room}` : null;

const toSchedule =
  (base: string) =>
  ({ video_room, ...row }: ScheduleRow): InterviewSchedule => ({
    ...row,
    video_link: videoLink(base, row.kind, video_room),
  });

const SCHEDULE_SELECT = `select ${SCHEDULE_COLUMNS},
    (select count(*)::int from job_interview_candidates c where c.schedule_id = s.id) as candidates,
    case when b.id is null then null else json_build_object('id', b.id, 'title', b.title) end as board
  from job_interview_schedules s left join job_interview_boards b on b.id = s.board_id`;

export async function listSchedules(db: Db, jobId: number, videoBase: string): Promise<InterviewSchedule[]> {
  const r = await db.query<ScheduleRow>(
    `${SCHEDULE_SELECT} where s.job_id = $1 order by s.interview_date, s.start_time, s.id`,
    [jobId],
  );
  return r.rows.map(toSchedule(videoBase));
}

export async function scheduleById(db: Db, id: number, videoBase: string): Promise<InterviewSchedule | null> {
  const row = (await db.query<ScheduleRow>(`${SCHEDULE_SELECT} where s.id = $1`, [id])).rows[0];
  return row ? toSchedule(videoBase)(row) : null;
}

export interface LockedSchedule {
  id: number;
  job_id: number;
  kind: InterviewKind;
  video_room: string | null;
  board_id: number | null;
  max_candidates: number;
  candidates: number;
}

/** A schedule of the job inside the caller's scope, locked (capacity checks see every committed invitation). */
export async function lockSchedule(
  tx: Db,
  jobId: number,
  scheduleId: number,
  scope: JobScope,
): Promise<LockedSchedule | null> {
  const params: unknown[] = [jobId, scheduleId];
  const r = await tx.query<LockedSchedule>(
    `select s.id, s.job_id, s.kind, s.video_room, s.board_id, s.max_candidates,
        (select count(*)::int from job_interview_candidates c where c.schedule_id = s.id) as candidates
       from job_interview_schedules s join jobs j on j.id = s.job_id
      where s.job_id = $1 and s.id = $2 and j.deleted_at is null and ${jobScopeSql(scope, 'j', params)} for update of s`,
    params,
  );
  return r.rows[0] ?? null;
}

/** Whether the board belongs to the job (a schedule takes only its own job's boards). */
export async function boardOfJob(db: Db, jobId: number, boardId: number): Promise<boolean> {
  return (
    (await db.query('select 1 from job_interview_boards where id = $1 and job_id = $2', [boardId, jobId]))
      .rows.length > 0
  );
}

export async function insertSchedule(
  tx: Db,
  jobId: number,
  body: InterviewScheduleBody,
  room: string | null,
): Promise<number> {
  const r = await tx.query<{ id: number }>(
    `insert into job_interview_schedules (job_id, board_id, title, interview_date, start_time, end_time, kind, venue, video_room, max_candidates)
     values ($1, $2, $3, $4::date, $5::time, $6::time, $7, $8, $9, $10) returning id`,
    [
      jobId,
      body.board_id ?? null,
      body.title,
      body.interview_date,
      body.start_time,
      body.end_time,
      body.kind,
      body.kind === 1 ? body.venue : null,
      room,
      body.max_candidates,
    ],
  );
  return Number(r.rows[0]?.id);
}

export async function updateSchedule(
  tx: Db,
  id: number,
  body: InterviewScheduleBody,
  room: string | null,
): Promise<void> {
  await tx.query(
    `update job_interview_schedules set board_id = $2, title = $3, interview_date = $4::date, start_time = $5::time, end_time = $6::time,
        kind = $7, venue = $8, video_room = $9, max_candidates = $10, updated_at = now() where id = $1`,
    [
      id,
      body.board_id ?? null,
      body.title,
      body.interview_date,
      body.start_time,
      body.end_time,
      body.kind,
      body.kind === 1 ? body.venue : null,
      room,
      body.max_candidates,
    ],
  );
}

/** Deletes a schedule without candidates; false when it has some. */
export async function deleteSchedule(tx: Db, id: number): Promise<boolean> {
  if (
    (await tx.query('select 1 from job_interview_candidates where schedule_id = $1 limit 1', [id])).rows
      .length
  )
    return false;
  await tx.query('delete from job_interview_schedules where id = $1', [id]);
  return true;
}

export async function scheduleCandidates(db: Db, scheduleId: number): Promise<InterviewCandidate[]> {
  return (
    await db.query<InterviewCandidate>(
      `select c.application_id, c.schedule_id, a.youth_id, u.full_name, u.full_name_en, a.status, c.board_status, c.response,
        c.response_note, c.responded_at, c.result, c.invited_at
       from job_interview_candidates c join job_applications a on a.id = c.application_id join users u on u.id = a.youth_id
      where c.schedule_id = $1 order by u.full_name, c.application_id`,
      [scheduleId],
    )
  ).rows;
}

/** How many of `applicationIds` already sit in the schedule (a re-invitation to the same schedule takes no new place). */
export async function alreadyInSchedule(
  tx: Db,
  scheduleId: number,
  applicationIds: readonly number[],
): Promise<number> {
  const r = await tx.query<{ n: number }>(
    'select count(*)::int as n from job_interview_candidates where schedule_id = $1 and application_id = any($2::bigint[])',
    [scheduleId, applicationIds],
  );
  return r.rows[0]?.n ?? 0;
}
