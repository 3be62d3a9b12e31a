-- A reason for a platform deactivation of a job post or a course (issue 17; ADR 0112, after ADR 0107 / migration 058).
-- Staff write why (10–500 characters, checked by the gateway); it is kept next to who (`deactivated_by`) and when
-- (`deactivated_at`), shown to the owner and sent to its administrators. A restore clears the three together.
-- Deactivations made before this migration have no reason (null).
alter table jobs add column deactivation_reason text;
alter table courses add column deactivation_reason text;
