import type { DiscussionPostBody } from '@platform/contract';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/sql';
import type { CommentRow, PostRow } from './text';

/*
 * SQL of discussion posts and their threads (migration 038, ADR 0084). "Open" is the one rule of who sees a post: an
 * approved post that is neither hidden nor deleted, and no course's question (those are their course's, ADR 0109). Its author sees it in every status; nobody else sees more.
 */

export const OPEN = `p.status = 'approved' and not p.hidden and p.deleted_at is null and p.course_id is null`;

/** A question of a course's discussion tab (migration 060, ADR 0109) its course sees: `$n` is the course. */
export const courseOpen = (n: number) =>
  `p.course_id = $${n} and p.status = 'approved' and not p.hidden and p.deleted_at is null`;

const author = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'full_name', ${alias}.full_name, 'full_name_en', ${alias}.full_name_en)`;

/** The columns of PostRow over `discussion_posts p`. */
export const POST_SELECT = `
  select p.id, p.title, left(p.body, 300) as excerpt, p.body, p.status, p.hidden, p.author_id, p.created_at, p.updated_at,
    ${author('u')} as author,
    case when s.id is null then null else json_build_object('id', s.id, 'title', s.title, 'title_en', s.title_en) end as skill,
    (select count(*)::int from discussion_reactions r where r.post_id = p.id) as like_count,
    (select count(*)::int from discussion_comments c where c.post_id = p.id and not c.hidden
       and not exists (select 1 from discussion_comments pc where pc.id = c.parent_id and pc.hidden)) as comment_count
  from discussion_posts p
  join users u on u.id = p.author_id
  left join skills s on s.id = p.skill_id`;

export interface PostFilters {
  search: string | null;
  skillId: number | null;
}

type Page = { page: number; page_size: number };

export async function pageOfPosts(
  db: Db,
  where: string,
  params: unknown[],
  page: Page,
): Promise<{ data: PostRow[]; total: number }> {
  const total =
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from discussion_posts p where ${where}`,
        params,
      )
    ).rows[0]?.n ?? 0;
  const n = params.length;
  const rows = await db.query<PostRow>(
    `${POST_SELECT} where ${where} order by p.created_at desc, p.id desc limit $${n + 1} offset $${n + 2}`,
    [...params, page.page_size, (page.page - 1) * page.page_size],
  );
  return { data: rows.rows, total };
}

/** Condition and parameters of a search in title and body and a skill. */
export function filterSql(f: PostFilters, params: unknown[]): string[] {
  const where: string[] = [];
  if (f.search) {
    params.push(likeContains(f.search));
    where.push(`(p.title ilike $${params.length} or p.body ilike $${params.length})`);
  }
  if (f.skillId !== null) {
    params.push(f.skillId);
    where.push(`p.skill_id = $${params.length}`);
  }
  return where;
}

/** One page of open posts, newest first. */
export function listOpenPosts(db: Db, f: PostFilters, page: Page) {
  const params: unknown[] = [];
  return pageOfPosts(db, [OPEN, ...filterSql(f, params)].join(' and '), params, page);
}

/** One page of the youth's own posts in every status, newest first. */
export function listOwnPosts(db: Db, youthId: number, page: Page) {
  return pageOfPosts(
    db,
    'p.author_id = $1 and p.deleted_at is null and p.course_id is null',
    [youthId],
    page,
  );
}

/** A post `viewer` may see (open, or their own and not deleted); null otherwise. */
export async function readVisiblePost(db: Db, id: number, viewer: number | null): Promise<PostRow | null> {
  const r = await db.query<PostRow>(
    `${POST_SELECT} where p.id = $1 and (${OPEN} or (p.author_id = $2 and p.deleted_at is null and p.course_id is null))`,
    [id, viewer ?? 0],
  );
  return r.rows[0] ?? null;
}

/** Whether the post is open (comments, likes and reports need it to be). */
export async function isOpenPost(db: Db, id: number): Promise<boolean> {
  const r = await db.query(`select 1 from discussion_posts p where p.id = $1 and ${OPEN}`, [id]);
  return r.rows.length > 0;
}

/** The visible thread of a post: comments that are not hidden and replies whose comment is not hidden. */
export async function readThread(db: Db, postId: number): Promise<CommentRow[]> {
  const r = await db.query<CommentRow>(
    `select c.id, c.parent_id, c.body, c.author_id, c.created_at, ${author('u')} as author
       from discussion_comments c join users u on u.id = c.author_id
      where c.post_id = $1 and not c.hidden
        and not exists (select 1 from discussion_comments pc where pc.id = c.parent_id and pc.hidden)
      order by c.created_at, c.id`,
    [postId],
  );
  return r.rows;
}

export async function likes(db: Db, postId: number, youthId: number): Promise<boolean> {
  const r = await db.query('select 1 from discussion_reactions where post_id = $1 and youth_id = $2', [
    postId,
    youthId,
  ]);
  return r.rows.length > 0;
}

/** Whether the skill exists and is not deleted. */
export async function skillExists(db: Db, id: number): Promise<boolean> {
  const r = await db.query('select 1 from skills where id = $1 and deleted_at is null', [id]);
  return r.rows.length > 0;
}

export async function insertPost(db: Db, youthId: number, body: DiscussionPostBody): Promise<number> {
  const r = await db.query<{ id: number }>(
    `insert into discussion_posts (author_id, title, body, skill_id) values ($1, $2, $3, $4) returning id`,
    [youthId, body.title, body.body, body.skill_id ?? null],
  );
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error('discussion post insert returned no id');
  return id;
}

/** Changes the author's own post; it waits for a moderator again. Whether it existed. */
export async function updateOwnPost(
  db: Db,
  youthId: number,
  id: number,
  body: DiscussionPostBody,
): Promise<boolean> {
  const r = await db.query(
    `update discussion_posts set title = $1, body = $2, skill_id = $3, status = 'requested', moderated_by = null,
       moderated_at = null, updated_at = now()
     where id = $4 and author_id = $5 and deleted_at is null`,
    [body.title, body.body, body.skill_id ?? null, id, youthId],
  );
  return r.rowCount > 0;
}

export async function deleteOwnPost(db: Db, youthId: number, id: number): Promise<boolean> {
  const r = await db.query(
    `update discussion_posts set deleted_at = now() where id = $1 and author_id = $2 and deleted_at is null`,
    [id, youthId],
  );
  return r.rowCount > 0;
}
