-- My locker (issue 18 item 5, ADR 0085): the youth's documents and their share links. A document is a file of the
-- files domain (006_files.sql: uploaded, checked by size, type and content, kept behind the storage port) under a
-- title and a category; a file is in one document at most.
create table locker_documents (
  id bigserial primary key,
  youth_id bigint not null references users(id) on delete cascade,
  file_id uuid not null unique references files(id),
  title text not null check (length(title) between 1 and 200),
  category text not null check (category in ('nid', 'certificate', 'transcript', 'other')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index locker_documents_youth on locker_documents (youth_id, id desc);

-- A link that serves one document to anyone holding it until expires_at, unless revoked. Only the sha-256 of the
-- link's 256-bit random token is kept: the database alone never yields a working link.
create table locker_shares (
  id bigserial primary key,
  document_id bigint not null references locker_documents(id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_by bigint not null references users(id),
  created_at timestamptz not null default now(),
  check (expires_at > created_at)
);
create index locker_shares_document on locker_shares (document_id, id desc);
