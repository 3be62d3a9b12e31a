-- Organisations and institutes become resources of the generic engine (libs/shared/resources: `organizations`,
-- `institutes`): the engine records who created and changed a record, and their names are unique among live records,
-- case-insensitively, as the definitions declare.
alter table organizations
  add column created_by bigint,
  add column updated_by bigint;
alter table institutes
  add column created_by bigint,
  add column updated_by bigint;

create unique index organizations_title_unique on organizations (lower(title)) where deleted_at is null;
create unique index organizations_title_en_unique on organizations (lower(title_en)) where deleted_at is null;
create unique index institutes_title_unique on institutes (lower(title)) where deleted_at is null;
create unique index institutes_title_en_unique on institutes (lower(title_en)) where deleted_at is null;
