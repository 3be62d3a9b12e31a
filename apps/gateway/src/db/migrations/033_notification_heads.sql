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
