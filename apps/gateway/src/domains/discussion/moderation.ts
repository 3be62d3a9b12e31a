import type {
  DiscussionModerationComment,
  DiscussionModerationPost,
  DiscussionPostStatus,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { filterSql, POST_SELECT } from './repository';
import { type PostRow, summaryOf } from './text';

/*
 * SQL of the moderators' side of the forum (migration 038, ADR 0084): the queue of posts by status or open reports,
 * approve and reject, hiding a post or a comment (which closes its open reports), and the reported comments.
 */

export interface ModerationFilters {
  search: string | null;
  status: DiscussionPostStatus | null;
  reported: boolean;
}

const openReports = (column: 'post_id' | 'comment_id', alias: string) =>
  `coalesce((select json_agg(d.reason order by d.created_at desc) from discussion_reports d
              where d.${column} = ${alias}.id and d.closed_at is null), '[]'::json)`;

type ModerationRow = PostRow & { reports: string[] };

const moderationView = (r: ModerationRow): DiscussionModerationPost => ({
  ...summaryOf(r),
  body: r.body,
  hidden: r.hidden,
  reports: r.reports,
});

const MODERATION_SELECT = POST_SELECT.replace(
  'from discussion_posts p',
  `, ${openReports('post_id', 'p')} as reports from discussion_posts p`,
);

export async function listForModeration(
  db: Db,
  f: ModerationFilters,
  page: { page: number; page_size: number },
): Promise<{ data: DiscussionModerationPost[]; total: number }> {
  const params: unknown[] = [];
  const where = ['p.deleted_at is null', ...filterSql({ search: f.search, skillId: null }, params)];
  if (f.status) {
    params.push(f.status);
    where.push(`p.status = $${params.length}`);
  }
  if (f.reported)
    where.push('exists (select 1 from discussion_reports d where d.post_id = p.id and d.closed_at is null)');
  const cond = where.join(' and ');
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n from discussion_posts p where ${cond}`, params))
      .rows[0]?.n ?? 0;
  const n = params.length;
  const rows = await db.query<ModerationRow>(
    `${MODERATION_SELECT} where ${cond} order by p.created_at desc, p.id desc limit $${n + 1} offset $${n + 2}`,
    [...params, page.page_size, (page.page - 1) * page.page_size],
  );
  return { data: rows.rows.map(moderationView), total };
}

export async function readForModeration(db: Db, id: number): Promise<DiscussionModerationPost | null> {
  const r = await db.query<ModerationRow>(`${MODERATION_SELECT} where p.id = $1 and p.deleted_at is null`, [
    id,
  ]);
  return r.rows[0] ? moderationView(r.rows[0]) : null;
}

/** Sets the approval status of a post that is not deleted; whether it existed. */
export async function decidePost(
  db: Db,
  id: number,
  status: 'approved' | 'rejected',
  moderatorId: number,
): Promise<boolean> {
  const r = await db.query(
    `update discussion_posts set status = $1, moderated_by = $2, moderated_at = now()
      where id = $3 and deleted_at is null`,
    [status, moderatorId, id],
  );
  return r.rowCount > 0;
}

/** Hides or shows a post or a comment and closes its open reports; whether it existed. */
export async function setVisibility(
  tx: Db,
  kind: 'post' | 'comment',
  id: number,
  hidden: boolean,
): Promise<boolean> {
  const table = kind === 'post' ? 'discussion_posts' : 'discussion_comments';
  const alive = kind === 'post' ? ' and deleted_at is null' : '';
  const r = await tx.query(`update ${table} set hidden = $1 where id = $2${alive}`, [hidden, id]);
  if (r.rowCount === 0) return false;
  await tx.query(
    `update discussion_reports set closed_at = now() where ${kind}_id = $1 and closed_at is null`,
    [id],
  );
  return true;
}

type CommentModerationRow = Omit<DiscussionModerationComment, 'created_at'> & { created_at: Date | string };

const COMMENT_SELECT = `
  select c.id, c.body, c.hidden, c.created_at,
    json_build_object('id', p.id, 'title', p.title) as post,
    json_build_object('id', u.id, 'full_name', u.full_name, 'full_name_en', u.full_name_en) as author,
    ${openReports('comment_id', 'c')} as reports
  from discussion_comments c join discussion_posts p on p.id = c.post_id join users u on u.id = c.author_id`;

const commentView = (r: CommentModerationRow): DiscussionModerationComment => ({
  ...r,
  created_at: new Date(r.created_at).toISOString(),
});

/** Comments with open reports, the most recently reported first. */
export async function listReportedComments(
  db: Db,
  page: { page: number; page_size: number },
): Promise<{ data: DiscussionModerationComment[]; total: number }> {
  const reported = `exists (select 1 from discussion_reports d where d.comment_id = c.id and d.closed_at is null)`;
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n from discussion_comments c where ${reported}`))
      .rows[0]?.n ?? 0;
  const rows = await db.query<CommentModerationRow>(
    `${COMMENT_SELECT} where ${reported}
      order by (select max(d.created_at) from discussion_reports d where d.comment_id = c.id) desc, c.id desc
      limit $1 offset $2`,
    [page.page_size, (page.page - 1) * page.page_size],
  );
  return { data: rows.rows.map(commentView), total };
}

export async function readCommentForModeration(
  db: Db,
  id: number,
): Promise<DiscussionModerationComment | null> {
  const r = await db.query<CommentModerationRow>(`${COMMENT_SELECT} where c.id = $1`, [id]);
  return r.rows[0] ? commentView(r.rows[0]) : null;
}
