-- Revoking an issued certificate (issue 17 item 8, issue 16 item 5; ADR 0105). `revoked_at` exists since 032; the
-- reason (told to the holder, shown to staff, never on the public page) and the staff user who revoked it join it.
-- Restoring clears all three.
alter table certificates add column revoked_reason text;
alter table certificates add column revoked_by bigint references users(id) on delete set null;
alter table certificates add constraint certificates_revocation_whole
  check ((revoked_at is null) = (revoked_reason is null));

-- The staff's list: newest first, platform-wide or by institute; the RPL filter finds its certificates by the link.
create index certificates_issued_desc on certificates (issued_at desc, id);
create index certificates_institute_issued on certificates (institute_id, issued_at desc);
create index rpl_applications_certificate on rpl_applications (certificate_id) where certificate_id is not null;
