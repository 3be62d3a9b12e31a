-- The course player's discussion tab (issue 16 item 3; spec §2 /courses/{id}/layout/discussion; ADR 0109): a forum
-- post may belong to a course. Such a post is a question of the course's Q&A: its enrolled youth and its institute's
-- staff read and answer it, nobody else sees it, and it needs no moderator's approval (it is stored `approved`); a
-- report of abuse still reaches the moderators, who may hide it. The forum's own reads ask for `course_id is null`.
alter table discussion_posts add column course_id bigint references courses(id) on delete cascade;
create index discussion_posts_course on discussion_posts (course_id, created_at desc, id desc)
  where course_id is not null and deleted_at is null;
