-- Uploaded files (docs/decisions/0042-file-storage.md). The bytes live in the storage port (local disk under
-- ./data/files by default) under storage_key; this row says what they are and who may read them. The id is a random
-- UUID: unguessable, it is also the address of a public file (/files/<id>). Deletes are soft: the row stays as a
-- record of what was stored (owner, hash), the bytes are removed.
create table files (
  id uuid primary key,
  owner_id bigint not null references users(id),
  original_name text not null check (length(original_name) between 1 and 255),
  storage_key text not null unique,
  -- detected from the content (magic bytes), never the browser's claim
  mime_type text not null,
  size_bytes integer not null check (size_bytes > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  visibility text not null default 'private' check (visibility in ('private', 'public')),
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index files_owner on files (owner_id, created_at desc) where deleted_at is null;
