-- The public vendor page (issue 18 item 5, spec §7 `vendors/{id}`, ADR 0099): an organisation or institute has a logo
-- (the '/files/<id>' path of an image upload, as the resource engine's image fields keep it; the upload is checked by
-- size, type and content where it is received) and a short plain-text description, both edited through the resource
-- engine (organizations, institutes) and shown on the page. The page answers a logo only while it is such a path.
alter table organizations add column logo text, add column description text;
alter table institutes add column logo text, add column description text;

-- A course's instructors (issue 18 item 1, ADR 0083 "trainers … shown as instructor on courses"): trainers of the
-- course's own institute, in the order the form gives them. The gateway refuses another institute's trainer (422).
create table course_instructors (
  course_id bigint not null references courses(id) on delete cascade,
  trainer_id bigint not null references trainers(id) on delete cascade,
  position int not null,
  primary key (course_id, trainer_id)
);
create index course_instructors_trainer on course_instructors (trainer_id);
