-- Identity administration: the channels a user is notified on, and the approval of self-registered vendors
-- (content providers and recruiters). vendor_status is null for users who never registered as a vendor.
alter table users add column message_channels text[] not null default '{email,sms,in_app}'
  check (message_channels <@ array['email', 'sms', 'in_app']::text[] and cardinality(message_channels) > 0);
alter table users add column vendor_status text check (vendor_status in ('pending', 'approved', 'rejected'));
alter table users add column vendor_rejection_reason text;
alter table users add column vendor_reviewed_at timestamptz;
alter table users add column vendor_reviewed_by bigint references users(id);

create index users_vendor_status on users (vendor_status) where vendor_status is not null;
create index users_organization on users (organization_id) where organization_id is not null;
create index users_institute on users (institute_id) where institute_id is not null;
create index users_role on users (role_id);
