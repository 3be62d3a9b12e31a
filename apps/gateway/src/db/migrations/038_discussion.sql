-- The youth's discussion forum (issue 18 item 5; spec §2 /discussion, §3 approval status requested/approved/rejected;
-- ADR 0084). A post waits for a moderator as `requested`; only `approved` posts that are not hidden (and not deleted)
-- are seen by anyone but their author and the moderators, and the same holds for everything the post holds.
create table discussion_posts (
  id bigserial primary key,
  author_id bigint not null references users(id) on delete cascade,
  title text not null,
  body text not null,
  skill_id bigint references skills(id) on delete set null,
  status text not null default 'requested' check (status in ('requested', 'approved', 'rejected')),
  hidden boolean not null default false,
  moderated_by bigint references users(id) on delete set null,
  moderated_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index discussion_posts_listed on discussion_posts (created_at desc, id desc)
  where status = 'approved' and not hidden and deleted_at is null;
create index discussion_posts_author on discussion_posts (author_id, created_at desc) where deleted_at is null;
create index discussion_posts_status on discussion_posts (status, created_at desc) where deleted_at is null;

-- Comments and one level of replies: a reply's parent is a top-level comment of the same post (checked on insert).
create table discussion_comments (
  id bigserial primary key,
  post_id bigint not null references discussion_posts(id) on delete cascade,
  parent_id bigint references discussion_comments(id) on delete cascade,
  author_id bigint not null references users(id) on delete cascade,
  body text not null,
  hidden boolean not null default false,
  created_at timestamptz not null default now()
);
create index discussion_comments_post on discussion_comments (post_id, created_at, id);
create index discussion_comments_parent on discussion_comments (parent_id) where parent_id is not null;

-- Reactions: one like per youth and post (the primary key makes a second like impossible).
create table discussion_reactions (
  post_id bigint not null references discussion_posts(id) on delete cascade,
  youth_id bigint not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, youth_id)
);
create index discussion_reactions_youth on discussion_reactions (youth_id);

-- Reports of abuse on a post or a comment, one per reporter and target; a moderator's decision closes them.
create table discussion_reports (
  id bigserial primary key,
  post_id bigint references discussion_posts(id) on delete cascade,
  comment_id bigint references discussion_comments(id) on delete cascade,
  reporter_id bigint not null references users(id) on delete cascade,
  reason text not null,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  check ((post_id is null) <> (comment_id is null))
);
create unique index discussion_reports_post on discussion_reports (post_id, reporter_id) where post_id is not null;
create unique index discussion_reports_comment on discussion_reports (comment_id, reporter_id)
  where comment_id is not null;
create index discussion_reports_open on discussion_reports (created_at desc) where closed_at is null;
