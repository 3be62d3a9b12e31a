-- Permissions granted to an institute as a whole (spec §6 "assigned to organisations or institutes"; issue 18 item 1;
-- ADR 0120). Unlike an organisation's grant (organization_permissions, 001), which every user of the organisation
-- holds in addition to its role's, an institute's grant is a ceiling: a user of an institute whose grant is limited
-- holds (role ∪ own ∪ organisation keys) ∩ the institute's keys, at sign-in and on every request, and cannot be
-- granted a key outside it. `permissions_limited` is false until a platform administrator first saves a grant: an
-- institute created before this migration, or since without a grant, keeps what its users' roles give.
create table institute_permissions (
  institute_id bigint not null references institutes(id) on delete cascade,
  permission_id bigint not null references permissions(id) on delete cascade,
  primary key (institute_id, permission_id)
);
create index institute_permissions_permission_idx on institute_permissions (permission_id);

alter table institutes add column permissions_limited boolean not null default false;
