import type { InterviewBoard, InterviewBoardBody } from '@platform/contract';
import type { Db } from '../../db/client';
import { type JobScope, jobScopeSql } from '../jobs/scope';

/*
 * SQL of interview boards and their members (migration 012, ADR 0063). Tenancy is in the SQL: a board is looked up
 * through its job, with the caller's organisation condition (`jobScopeSql`).
 */

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
