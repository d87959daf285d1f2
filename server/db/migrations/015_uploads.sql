-- Uploads in shared storage (issue 11). With the default store the bytes of each upload live
-- here, next to its `uploads` row, so every server on the database serves every file. With an
-- S3 bucket (S3_BUCKET) this table stays empty. docs/uploads.md.
create table upload_contents (
  name text primary key references uploads (name) on delete cascade,
  bytes bytea not null
);
-- Images and PDFs are compressed already: kept out of line without another compression pass.
alter table upload_contents alter column bytes set storage external;
