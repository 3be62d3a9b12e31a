-- Paid job assessments (issue 14; docs/decisions/0070-question-engine-and-exam-runner.md "Paid assessments"): the
-- recruiter sets a fee in whole Taka on the assessment (0 = free); an invited youth pays it through the wallet port of
-- the job payments (011_payments.sql, ADR 0062) before the test can start. One row per payment started: a failed or
-- cancelled one leaves the invitation unpaid, to be paid again. The amount is copied from the assessment's fee by the
-- gateway, never taken from the client. Status and outcome mean what they mean for `payments`.

alter table job_assessments
  add column fee integer not null default 0 check (fee between 0 and 100000);

create table assessment_payments (
  id bigserial primary key,
  invitation_id bigint not null references job_assessment_invitations(id) on delete cascade,
  -- the payer (the invited youth; every youth read filters on it) and the tenant (the job's organisation)
  youth_id bigint not null references users(id),
  organization_id bigint not null references organizations(id),
  -- whole Taka: the assessment's fee when the payment started
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
  constraint assessment_payments_status_outcome check (
    (status = 'incomplete' and outcome is null)
    or (status = 'paid' and outcome = 'success')
    or (status = 'unpaid' and outcome in ('failed', 'cancelled'))
  )
);
create index assessment_payments_invitation on assessment_payments (invitation_id, id desc);
create index assessment_payments_youth on assessment_payments (youth_id, id desc);
