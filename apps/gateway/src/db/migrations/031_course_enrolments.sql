-- Youth learning, find and enrol (issue 16 items 1 and 2; spec §2 youth /courses, /courses/{id}, /my-courses,
-- /course-signup-success; §4 payment states and course progress; §7 protected courses enroll, toggle-favourite,
-- favorite-courses, course-rating; §8 payment messages). ADR 0075.
--
-- An enrolment is one youth in one batch of a course: at most one per youth and course. Taking a seat decrements the
-- batch's available_seats (029_course_batches.sql) while the batch row is locked (`for update`), so concurrent
-- enrolments take turns and a batch is never overbooked (the column's own check keeps it at 0 or more). A free course
-- enrols at once (status enrolled); a paid one holds its seat as `payment_pending` until a verified payment moves it
-- to `enrolled`; a failed or cancelled payment leaves it pending, to be paid again.
-- Progress follows spec §3 "course progress": 0 in progress, 1 completed, 2 saved, 3 live; percent 0 until the
-- player (issue 16 item 3) records lessons.

create table course_enrolments (
  id bigserial primary key,
  course_id bigint not null references courses(id) on delete cascade,
  batch_id bigint not null references course_batches(id),
  youth_id bigint not null references users(id),
  -- whole Taka: the course's fee when the youth enrolled (0 = free)
  fee integer not null default 0 check (fee >= 0),
  status text not null check (status in ('payment_pending', 'enrolled')),
  progress smallint not null default 0 check (progress between 0 and 3),
  progress_percent smallint not null default 0 check (progress_percent between 0 and 100),
  enrolled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint course_enrolments_once unique (youth_id, course_id),
  constraint course_enrolments_enrolled_at check ((status = 'enrolled') = (enrolled_at is not null))
);
create index course_enrolments_youth on course_enrolments (youth_id, id desc);
create index course_enrolments_batch on course_enrolments (batch_id);
create index course_enrolments_course on course_enrolments (course_id);

-- The payments of paid enrolments through the wallet port (011_payments.sql, ADR 0062; the assessments' pattern of
-- 021_assessment_payments.sql). The amount is copied from the enrolment's fee by the gateway, never taken from the
-- client. Status and outcome mean what they mean for `payments`.
create table course_enrolment_payments (
  id bigserial primary key,
  enrolment_id bigint not null references course_enrolments(id) on delete cascade,
  -- the payer (every youth read filters on it) and the tenant (the course's institute)
  youth_id bigint not null references users(id),
  institute_id bigint not null references institutes(id),
  amount integer not null check (amount > 0),
  currency text not null default 'BDT' check (currency = 'BDT'),
  method text not null default 'mobile_money' check (method = 'mobile_money'),
  status text not null default 'incomplete' check (status in ('paid', 'unpaid', 'incomplete')),
  outcome text check (outcome in ('success', 'failed', 'cancelled')),
  provider text not null,
  provider_ref text unique,
  wallet_number_masked text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  constraint course_enrolment_payments_status_outcome check (
    (status = 'incomplete' and outcome is null)
    or (status = 'paid' and outcome = 'success')
    or (status = 'unpaid' and outcome in ('failed', 'cancelled'))
  )
);
create index course_enrolment_payments_enrolment on course_enrolment_payments (enrolment_id, id desc);
create index course_enrolment_payments_youth on course_enrolment_payments (youth_id, id desc);

-- A youth's favourite courses (spec §7 toggle-favourite, favorite-courses).
create table course_favourites (
  youth_id bigint not null references users(id) on delete cascade,
  course_id bigint not null references courses(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (youth_id, course_id)
);
create index course_favourites_course on course_favourites (course_id);

-- A youth's rating of a course they enrolled in (spec §7 course-rating): one per youth and course, changeable.
create table course_ratings (
  youth_id bigint not null references users(id) on delete cascade,
  course_id bigint not null references courses(id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  review text check (length(review) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (youth_id, course_id)
);
create index course_ratings_course on course_ratings (course_id);

-- The public catalogue reads published, active courses newest first.
create index courses_catalogue on courses (id desc) where publication_status = 'published' and row_status = 1;
