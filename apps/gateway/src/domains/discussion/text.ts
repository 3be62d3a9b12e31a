import type {
  DiscussionComment,
  DiscussionPostDetail,
  DiscussionPostSummary,
  DiscussionReply,
} from '@platform/contract';
import sanitizeHtml from 'sanitize-html';

/*
 * The forum's text rules (ADR 0084). Titles, bodies, comments and reasons are plain text: any markup a client sends is
 * removed (a script with its content), the five entities the parser writes are read back, and this repeats until
 * nothing changes, so an escaped tag cannot come back as a tag. The screens render the text as text, never as HTML.
 */

const NONE: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

export function discussionText(value: string): string {
  let out = value;
  for (let i = 0; i < 5; i += 1) {
    const next = sanitizeHtml(out, NONE).replace(/&(lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e] ?? e);
    if (next === out) break;
    out = next;
  }
  return out.trim();
}

/** A comment row of the post's thread, in creation order. */
export interface CommentRow extends Omit<DiscussionReply, 'mine' | 'created_at'> {
  parent_id: number | null;
  author_id: number;
  created_at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** Top-level comments with their replies (one level), oldest first; `viewer` marks the caller's own. */
export function threadOf(rows: readonly CommentRow[], viewer: number | null): DiscussionComment[] {
  const top = new Map<number, DiscussionComment>();
  const view = (r: CommentRow): DiscussionReply => ({
    id: r.id,
    body: r.body,
    author: r.author,
    mine: viewer !== null && r.author_id === viewer,
    created_at: iso(r.created_at),
  });
  for (const r of rows) if (r.parent_id === null) top.set(r.id, { ...view(r), replies: [] });
  for (const r of rows) if (r.parent_id !== null) top.get(r.parent_id)?.replies.push(view(r));
  return [...top.values()];
}

/** A post row as the lists return it. */
export type PostRow = Omit<DiscussionPostSummary, 'created_at' | 'updated_at'> & {
  body: string;
  hidden: boolean;
  author_id: number;
  created_at: Date | string;
  updated_at: Date | string;
};

export const summaryOf = (r: PostRow): DiscussionPostSummary => ({
  id: r.id,
  title: r.title,
  excerpt: r.excerpt,
  skill: r.skill,
  author: r.author,
  status: r.status,
  like_count: r.like_count,
  comment_count: r.comment_count,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export function detailOf(
  r: PostRow,
  comments: DiscussionComment[],
  viewer: number | null,
  liked: boolean,
): DiscussionPostDetail {
  return { ...summaryOf(r), body: r.body, comments, mine: viewer !== null && r.author_id === viewer, liked };
}
