-- A youth adds an earned certificate (and its badge) to the CV with one switch (issue 16 item 5; ADR 0115). The CV
-- view, the public CV and the CV PDF list the certificates whose switch is on and that are not revoked: a revocation
-- takes a certificate off the CV at once (the switch stays as the youth left it, so a restore brings it back).
alter table certificates add column add_to_cv boolean not null default false;
create index certificates_on_cv on certificates (youth_id, issued_at desc) where add_to_cv and revoked_at is null;
