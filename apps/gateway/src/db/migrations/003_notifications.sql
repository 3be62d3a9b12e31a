-- Notification outbox: one log row per channel x recipient, moved through the queue states of spec §3.
create table notification_logs (
  id bigserial primary key,
  event text not null,
  channel text not null check (channel in ('email', 'sms', 'in_app')),
  recipient text not null,
  user_id bigint references users(id),
  variables jsonb not null default '{}'::jsonb,
  state text not null default 'IN_PRODUCER' check (state in ('IN_PRODUCER', 'IN_QUEUE', 'IN_CONSUMER', 'DONE', 'FAILED')),
  attempts int not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index notification_logs_state on notification_logs (state, next_attempt_at, id);
create index notification_logs_created on notification_logs (created_at desc, id desc);

create table in_app_notifications (
  id bigserial primary key,
  user_id bigint not null references users(id) on delete cascade,
  event text not null,
  title text not null,
  body text not null,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index in_app_notifications_user on in_app_notifications (user_id, id desc);

-- Local outbox for e-mail and SMS in demo mode (shown at /dev/outbox).
create table dev_outbox (
  id bigserial primary key,
  channel text not null,
  recipient text not null,
  subject text,
  body text not null,
  created_at timestamptz not null default now()
);
