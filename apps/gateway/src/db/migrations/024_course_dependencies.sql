-- The course_post "dependencies" of spec §3 (issue 15 item 1): the courses of the same institute a course builds on
-- (to be finished first). The gateway keeps them inside one institute and refuses a cycle; a dependency goes with
-- either course.

create table course_dependencies (
  course_id bigint not null references courses(id) on delete cascade,
  depends_on_id bigint not null references courses(id) on delete cascade,
  primary key (course_id, depends_on_id),
  check (course_id <> depends_on_id)
);
create index course_dependencies_on on course_dependencies (depends_on_id);
