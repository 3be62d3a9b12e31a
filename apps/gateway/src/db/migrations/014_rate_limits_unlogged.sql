-- The rate-limit counters (ADR 0012) are written on every API request. They are worth nothing after a crash (a
-- window lasts a minute), so they skip the write-ahead log: no WAL record and no flush per request. Unlogged tables
-- are emptied after a crash and not replicated to standbys, which is exactly the lifetime these counters need.
alter table rate_limits set unlogged;
