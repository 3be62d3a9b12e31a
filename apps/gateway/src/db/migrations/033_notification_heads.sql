-- Notification heads (issue 17 item 2; spec §3 notification: code, channels, events, dynamic variables; ADR 0077).
-- A head names one event kind (at most one head per event), the channels it sends on (at least one) and its templates
-- per channel and language ([{channel, language, subject, body}], `{{variable}}` placeholders). The outbox renders an
-- enabled head's template for a row's channel and language, and the built-in catalogue text otherwise.
create table notification_heads (
  id bigserial primary key,
  code text not null,
  title text not null,
  title_en text,
  event text not null,
  channels text[] not null check (cardinality(channels) >= 1),
  enabled boolean not null default true,
  templates jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index notification_heads_code on notification_heads (lower(code));
create unique index notification_heads_event on notification_heads (event);

-- Bulk e-mail (`/bulk-email/send`): one row per campaign; its messages are ordinary outbox rows pointing back here, so
-- the progress view counts them by state. `total` is fixed when the recipients are known, `queued` grows per batch.
create table bulk_emails (
  id bigserial primary key,
  source text not null check (source in ('users', 'excel')),
  subject text not null,
  message text not null,
  filter jsonb not null default '{}'::jsonb,
  total integer not null default 0,
  queued integer not null default 0,
  created_by bigint references users(id) on delete set null,
  created_at timestamptz not null default now()
);
alter table notification_logs add column bulk_email_id bigint references bulk_emails(id) on delete set null;
create index notification_logs_bulk_email on notification_logs (bulk_email_id, state) where bulk_email_id is not null;
