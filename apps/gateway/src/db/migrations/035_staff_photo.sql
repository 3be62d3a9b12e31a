-- A staff user's photo (issue 17 item 9, /my-profile): a public PNG or JPEG upload of the user's own.
alter table users add column photo_file_id uuid references files(id) on delete set null;
