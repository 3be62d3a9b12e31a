import type {
  ApplicationStatus,
  CandidateBoardStatus,
  CandidateResponse,
  InterviewBoard,
  InterviewBoardBody,
  InterviewCandidate,
  InterviewKind,
  InterviewResult,
  InterviewSchedule,
  InterviewScheduleBody,
  JobOfferTerms,
  YouthInterview,
} from '@platform/contract';
import type { Db } from '../client';
import { OFFER_JSON } from './job-pipeline-sql';
import { type JobScope, jobScopeSql } from './jobs';

/*
 * SQL of the recruiter pipeline (migration 012, ADR 0063): interview boards and members, schedules, the candidate of a
 * schedule, offers, the saved and removed flags. Tenancy is in the SQL: every lookup by a board, schedule or
 * application id joins the job and carries the caller's organisation condition (`jobScopeSql`).
 */

// ---------------------------------------------------------------------------------------------------------------
// Boards
// ---------------------------------------------------------------------------------------------------------------

const BOARD_SELECT = `select b.id, b.job_id, b.title, b.created_at, b.updated_at,
    (select count(*)::int from job_interview_schedules s where s.board_id = b.id) as schedules,
    coalesce((select json_agg(json_build_object('id', m.id, 'board_id', m.board_id, 'name', m.name, 'email', m.email,
        'mobile', m.mobile, 'designation', m.designation, 'user_id', m.user_id) order by m.id)
      from job_interview_board_members m where m.board_id = b.id), '[]'::json) as members
  from job_interview_boards b`;

export async function listBoards(db: Db, jobId: number): Promise<InterviewBoard[]> {
  return (await db.query<InterviewBoard>(`${BOARD_SELECT} where b.job_id = $1 order by b.id`, [jobId])).rows;
}

export async function boardById(db: Db, id: number): Promise<InterviewBoard | null> {
  return (await db.query<InterviewBoard>(`${BOARD_SELECT} where b.id = $1`, [id])).rows[0] ?? null;
}

/** A board of the job inside the caller's scope, locked; null otherwise (another job's or tenant's board is missing). */
export async function lockBoard(
  tx: Db,
  jobId: number,
  boardId: number,
  scope: JobScope,
): Promise<{ id: number } | null> {
  const params: unknown[] = [jobId, boardId];
  const r = await tx.query<{ id: number }>(
    `select b.id from job_interview_boards b join jobs j on j.id = b.job_id
      where b.job_id = $1 and b.id = $2 and j.deleted_at is null and ${jobScopeSql(scope, 'j', params)} for update of b`,
    params,
  );
  return r.rows[0] ?? null;
}

/** The ids among `userIds` that are not users of the organisation (members may only be colleagues). */
export async function foreignUsers(
  db: Db,
  organizationId: number,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const r = await db.query<{ id: number }>(
    `select id from users where id = any($1::bigint[]) and organization_id = $2 and deleted_at is null`,
    [userIds, organizationId],
  );
  const found = new Set(r.rows.map((row) => Number(row.id)));
  return userIds.filter((id) => !found.has(id));
}

async function writeMembers(tx: Db, boardId: number, members: InterviewBoardBody['members']): Promise<void> {
  await tx.query('delete from job_interview_board_members where board_id = $1', [boardId]);
  for (const m of members) {
    await tx.query(
      `insert into job_interview_board_members (board_id, name, email, mobile, designation, user_id) values ($1, $2, $3, $4, $5, $6)`,
      [boardId, m.name, m.email ?? null, m.mobile ?? null, m.designation ?? null, m.user_id ?? null],
    );
  }
}

export async function insertBoard(tx: Db, jobId: number, body: InterviewBoardBody): Promise<number> {
  const r = await tx.query<{ id: number }>(
    'insert into job_interview_boards (job_id, title) values ($1, $2) returning id',
    [jobId, body.title],
  );
  const id = Number(r.rows[0]?.id);
  await writeMembers(tx, id, body.members);
  return id;
}

export async function updateBoard(tx: Db, id: number, body: InterviewBoardBody): Promise<void> {
  await tx.query('update job_interview_boards set title = $2, updated_at = now() where id = $1', [
    id,
    body.title,
  ]);
  await writeMembers(tx, id, body.members);
}

/** Deletes a board no schedule uses; false when one does. */
export async function deleteBoard(tx: Db, id: number): Promise<boolean> {
  if ((await tx.query('select 1 from job_interview_schedules where board_id = $1 limit 1', [id])).rows.length)
    return false;
  await tx.query('delete from job_interview_boards where id = $1', [id]);
  return true;
}

export async function boardMembers(
  db: Db,
  boardId: number,
): Promise<
  { id: number; name: string; email: string | null; mobile: string | null; user_id: number | null }[]
> {
  return (
    await db.query<{
      id: number;
      name: string;
      email: string | null;
      mobile: string | null;
      user_id: number | null;
    }>(
      'select id, name, email, mobile, user_id from job_interview_board_members where board_id = $1 order by id',
      [boardId],
    )
  ).rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Schedules
// ---------------------------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------------------------
// Candidates of a schedule
// ---------------------------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------------------------
// The youth's side
// ---------------------------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------------------------
// Offers
// ---------------------------------------------------------------------------------------------------------------

export async function upsertOffer(
  tx: Db,
  applicationId: number,
  offer: { salary: number; joining_date: string; message: string | null },
  by: number,
): Promise<void> {
  await tx.query(
    `insert into job_offers (application_id, salary, joining_date, message, sent_by) values ($1, $2, $3::date, $4, $5)
     on conflict (application_id) do update set salary = excluded.salary, joining_date = excluded.joining_date, message = excluded.message,
       sent_by = excluded.sent_by, sent_at = now(), responded_at = null, cancelled_at = null`,
    [applicationId, offer.salary, offer.joining_date, offer.message, by],
  );
}

export async function markOffer(
  tx: Db,
  applicationId: number,
  what: 'responded' | 'cancelled',
): Promise<void> {
  await tx.query(
    `update job_offers set ${what === 'responded' ? 'responded_at' : 'cancelled_at'} = now() where application_id = $1`,
    [applicationId],
  );
}

/** The caller's offers (`youth_id = caller`), newest first: open ones only, or one application's. */
export async function youthOffers(
  db: Db,
  youthId: number,
  filter: { openOnly?: boolean; applicationId?: number },
  page: { page: number; page_size: number },
): Promise<{
  rows: { application_id: number; job_id: number; status: ApplicationStatus; offer: JobOfferTerms }[];
  total: number;
}> {
  const params: unknown[] = [youthId];
  let cond = 'a.youth_id = $1';
  if (filter.openOnly) cond += ' and a.status = 41';
  if (filter.applicationId !== undefined) {
    params.push(filter.applicationId);
    cond += ` and a.id = $${params.length}`;
  }
  const total =
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from job_applications a join job_offers o on o.application_id = a.id where ${cond}`,
        params,
      )
    ).rows[0]?.n ?? 0;
  params.push(page.page_size, (page.page - 1) * page.page_size);
  const r = await db.query<{
    application_id: number;
    job_id: number;
    status: ApplicationStatus;
    offer: JobOfferTerms;
  }>(
    `select a.id as application_id, a.job_id, a.status, ${OFFER_JSON} as offer
       from job_applications a join job_offers o on o.application_id = a.id where ${cond}
      order by o.sent_at desc, a.id desc limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { rows: r.rows, total };
}

// ---------------------------------------------------------------------------------------------------------------
// Saved and removed
// ---------------------------------------------------------------------------------------------------------------

export async function toggleSaved(tx: Db, applicationId: number): Promise<boolean> {
  const r = await tx.query<{ is_saved: boolean }>(
    'update job_applications set is_saved = not is_saved where id = $1 returning is_saved',
    [applicationId],
  );
  return Boolean(r.rows[0]?.is_saved);
}

export async function setRemoved(tx: Db, applicationId: number, by: number | null): Promise<void> {
  await tx.query(
    by === null
      ? 'update job_applications set removed_at = null, removed_by = null where id = $1'
      : 'update job_applications set removed_at = now(), removed_by = $2 where id = $1',
    by === null ? [applicationId] : [applicationId, by],
  );
}

export async function isRemoved(db: Db, applicationId: number): Promise<boolean> {
  return (
    (
      await db.query('select 1 from job_applications where id = $1 and removed_at is not null', [
        applicationId,
      ])
    ).rows.length > 0
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Who hears about it
// ---------------------------------------------------------------------------------------------------------------

export interface Person {
  user_id: number;
  name: string;
  email: string | null;
  mobile: string | null;
  locale: string;
}

/** The youth of applications, with the job's title and the organisation's name (the notification variables). */
export async function applicantContacts(
  db: Db,
  applicationIds: readonly number[],
): Promise<
  (Person & {
    application_id: number;
    job_title: string;
    job_title_en: string | null;
    company: string;
    company_en: string | null;
  })[]
> {
  const r = await db.query<
    Person & {
      application_id: number;
      job_title: string;
      job_title_en: string | null;
      company: string;
      company_en: string | null;
    }
  >(
    `select a.id as application_id, u.id as user_id, coalesce(u.full_name, u.full_name_en, '') as name, u.email, u.mobile,
        coalesce(u.preferred_locale, 'en-US') as locale, j.job_title, j.job_title_en, o.title as company, o.title_en as company_en
       from job_applications a join users u on u.id = a.youth_id join jobs j on j.id = a.job_id join organizations o on o.id = j.organization_id
      where a.id = any($1::bigint[]) order by a.id`,
    [applicationIds],
  );
  return r.rows;
}

/** The active users of the job's organisation who see its applicants (the permission view_any_job_applicant). */
export async function organizationRecipients(db: Db, jobId: number): Promise<Person[]> {
  const r = await db.query<Person>(
    `select distinct u.id as user_id, coalesce(u.full_name_en, u.full_name, '') as name, u.email, u.mobile, coalesce(u.preferred_locale, 'en-US') as locale
       from jobs j join users u on u.organization_id = j.organization_id
      where j.id = $1 and u.deleted_at is null and u.row_status = 1
        and exists (select 1 from permissions p where p.key = 'view_any_job_applicant' and (
              exists (select 1 from role_permissions rp where rp.role_id = u.role_id and rp.permission_id = p.id)
              or exists (select 1 from user_permissions up where up.user_id = u.id and up.permission_id = p.id)))
      order by u.id`,
    [jobId],
  );
  return r.rows;
}
