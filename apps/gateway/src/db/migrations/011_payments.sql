-- Payments that take an approved job live (issue 4; docs/decisions/0062-job-payments.md). One row per attempt:
-- a recruiter may start several (a failed or cancelled one leaves the job approved, to be paid again). The amount is
-- computed by the gateway from the service type's price (JOB_SERVICE_PRICES_BDT of @platform/contract), never
-- taken from the client. Codes follow @platform/contract endpoints-payments.ts:
--   status  incomplete = started, no verified answer yet; paid = verified success; unpaid = verified failure or cancel
--   outcome null while incomplete; success | failed | cancelled once the provider's answer is verified

create table payments (
  id bigserial primary key,
  job_id bigint not null references jobs(id),
  -- the tenant: copied from the job, every private query filters on it
  organization_id bigint not null references organizations(id),
  service_type smallint not null check (service_type between 1 and 3),
  -- whole Taka
  amount integer not null check (amount > 0),
  currency text not null default 'BDT' check (currency = 'BDT'),
  method text not null default 'mobile_money' check (method = 'mobile_money'),
  status text not null default 'incomplete' check (status in ('paid', 'unpaid', 'incomplete')),
  outcome text check (outcome in ('success', 'failed', 'cancelled')),
  -- the adapter that handles it (PAYMENT_PROVIDER when it was started) and its reference for the checkout
  provider text not null,
  provider_ref text unique,
  -- e.g. 017*****678; the full number is never stored
  wallet_number_masked text,
  -- whether this payment's success moved the job to live (a second success on a job already live does not)
  job_activated boolean not null default false,
  created_by bigint references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  constraint payments_status_outcome check (
    (status = 'incomplete' and outcome is null)
    or (status = 'paid' and outcome = 'success')
    or (status = 'unpaid' and outcome in ('failed', 'cancelled'))
  ),
  constraint payments_activated_when_paid check (not job_activated or status = 'paid')
);
create index payments_job on payments (job_id, id desc);
create index payments_organization on payments (organization_id, id desc);
