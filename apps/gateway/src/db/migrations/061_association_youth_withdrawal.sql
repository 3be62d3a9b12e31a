-- An association withdraws an approval it gave a youth and their CV (issue 18 item 2, ADR 0110): approved → withdrawn,
-- with a reason the youth sees (kept in rejection_reason, the row's one reason column: the reason of its last refusal
-- or withdrawal). A withdrawn youth may ask again; the row is reused, as after a rejection.
alter table association_youth_approvals drop constraint association_youth_approvals_status_check;
alter table association_youth_approvals add constraint association_youth_approvals_status_check
  check (status in ('applied', 'approved', 'rejected', 'withdrawn'));
