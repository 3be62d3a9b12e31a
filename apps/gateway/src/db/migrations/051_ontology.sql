-- The ontology (issue 17 item 6, ADR 0098; spec §3 "Ontology node: label, name, relations", §8 "unable to create
-- relation; root node cannot be dragged and dropped"). One tree of nodes under a single root (made here, so every
-- mode has it); a node may stand for one skill, occupation or job sector of the reference lists (each at most once).
-- Relations are typed and directed (narrower, related, requires); the gateway (domains/ontology/rules.ts) refuses a
-- self-relation, a duplicate and a cycle of a hierarchical type — the constraints below are the last line only.

create table ontology_nodes (
  id bigserial primary key,
  parent_id bigint references ontology_nodes(id),
  label text not null,
  label_en text,
  name text not null,
  name_en text,
  skill_id bigint references skills(id) on delete set null,
  occupation_id bigint references occupations(id) on delete set null,
  job_sector_id bigint references job_sectors(id) on delete set null,
  created_by bigint references users(id) on delete set null,
  updated_by bigint references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (parent_id is null or parent_id <> id),
  check (num_nonnulls(skill_id, occupation_id, job_sector_id) <= 1)
);
-- one root only
create unique index ontology_nodes_one_root on ontology_nodes ((parent_id is null)) where parent_id is null;
create index ontology_nodes_parent_id on ontology_nodes (parent_id);
create unique index ontology_nodes_skill_id on ontology_nodes (skill_id) where skill_id is not null;
create unique index ontology_nodes_occupation_id on ontology_nodes (occupation_id) where occupation_id is not null;
create unique index ontology_nodes_job_sector_id on ontology_nodes (job_sector_id) where job_sector_id is not null;

create table ontology_relations (
  id bigserial primary key,
  source_id bigint not null references ontology_nodes(id) on delete cascade,
  target_id bigint not null references ontology_nodes(id) on delete cascade,
  relation_type text not null check (relation_type in ('narrower', 'related', 'requires')),
  created_by bigint references users(id) on delete set null,
  created_at timestamptz not null default now(),
  check (source_id <> target_id)
);
create unique index ontology_relations_unique on ontology_relations (source_id, target_id, relation_type);
create index ontology_relations_target_id on ontology_relations (target_id);

insert into ontology_nodes (label, label_en, name, name_en) values ('দক্ষতা', 'Skills', 'দক্ষতা, পেশা ও খাত', 'Skills, occupations and sectors');
