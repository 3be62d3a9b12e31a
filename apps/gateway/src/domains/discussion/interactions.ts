import type { Db } from '../../db/client';
import { OPEN } from './repository';

/*
 * SQL of what youth do on an open post (migration 038, ADR 0084): comments and replies, the like, reports. Every
 * statement joins the post and asks it to be open, so nothing can be added to a post others may not see.
 */

/** A comment's post, parent and author when the comment is visible on an open post; null otherwise. */
export async function readOpenComment(
  db: Db,
  id: number,
): Promise<{ post_id: number; parent_id: number | null; author_id: number } | null> {
  const r = await db.query<{ post_id: number; parent_id: number | null; author_id: number }>(
    `select c.post_id, c.parent_id, c.author_id from discussion_comments c join discussion_posts p on p.id = c.post_id
      where c.id = $1 and not c.hidden and ${OPEN}
        and not exists (select 1 from discussion_comments pc where pc.id = c.parent_id and pc.hidden)`,
    [id],
  );
  return r.rows[0] ?? null;
}

export async function insertComment(
  db: Db,
  postId: number,
  youthId: number,
  body: string,
  parentId: number | null,
): Promise<number> {
  const r = await db.query<{ id: number }>(
    `insert into discussion_comments (post_id, parent_id, author_id, body) values ($1, $2, $3, $4) returning id`,
    [postId, parentId, youthId, body],
  );
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error('discussion comment insert returned no id');
  return id;
}

export async function readComment(db: Db, id: number) {
  const r = await db.query<{
    id: number;
    body: string;
    author_id: number;
    created_at: Date | string;
    author: { id: number; full_name: string; full_name_en: string | null };
  }>(
    `select c.id, c.body, c.author_id, c.created_at,
       json_build_object('id', u.id, 'full_name', u.full_name, 'full_name_en', u.full_name_en) as author
     from discussion_comments c join users u on u.id = c.author_id where c.id = $1`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** Deletes the author's own comment (its replies go with it). Whether it existed. */
export async function deleteOwnComment(db: Db, youthId: number, id: number): Promise<boolean> {
  const r = await db.query('delete from discussion_comments where id = $1 and author_id = $2', [id, youthId]);
  return r.rowCount > 0;
}

/** Likes the post, or takes the like back: the caller's like afterwards and the post's count. */
export async function toggleLike(
  tx: Db,
  postId: number,
  youthId: number,
): Promise<{ liked: boolean; like_count: number }> {
  const removed = await tx.query('delete from discussion_reactions where post_id = $1 and youth_id = $2', [
    postId,
    youthId,
  ]);
  if (removed.rowCount === 0)
    await tx.query(
      'insert into discussion_reactions (post_id, youth_id) values ($1, $2) on conflict do nothing',
      [postId, youthId],
    );
  const n = await tx.query<{ n: number }>(
    'select count(*)::int as n from discussion_reactions where post_id = $1',
    [postId],
  );
  return { liked: removed.rowCount === 0, like_count: n.rows[0]?.n ?? 0 };
}

/** Records a report; false when the caller had already reported the post or comment. */
export async function insertReport(
  db: Db,
  target: { post_id: number } | { comment_id: number },
  reporterId: number,
  reason: string,
): Promise<boolean> {
  const postId = 'post_id' in target ? target.post_id : null;
  const commentId = 'comment_id' in target ? target.comment_id : null;
  const r = await db.query(
    `insert into discussion_reports (post_id, comment_id, reporter_id, reason) values ($1, $2, $3, $4)
     on conflict do nothing`,
    [postId, commentId, reporterId, reason],
  );
  return r.rowCount > 0;
}
