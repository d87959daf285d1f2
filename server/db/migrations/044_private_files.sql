-- Private files and the delivery code's lock (issue 31, docs/security.md).
--
-- Every upload belongs to the record that refers to it, and is served only to a caller who may
-- read that record (server/services/uploads/access.ts); until a record refers to it, to its
-- uploader alone. Branding images (a business's logo, cover and launcher icon) are public by
-- design. The first record to refer to an upload owns it: a record that names an upload another
-- one owns already does not make it readable to its own readers.
alter table uploads
  add column owner_kind text
    check (owner_kind in ('asset', 'document', 'fuel_entry', 'inspection', 'dispatch', 'branding')),
  add column owner_id uuid,
  add constraint uploads_owner_check check ((owner_kind is null) = (owner_id is null));

-- Attaches the uploads a row names (`/api/uploads/<name>`, a text or a JSON array of them) to
-- the row's record: TG_ARGV = the owner's kind, the column of its id, then the columns read.
create function flotte_attach_uploads() returns trigger language plpgsql as $$
declare
  fields jsonb := to_jsonb(new);
  value jsonb;
  path text;
begin
  for i in 2 .. tg_nargs - 1 loop
    value := fields -> tg_argv[i];
    for path in
      select jsonb_array_elements_text(case jsonb_typeof(value)
        when 'array' then value when 'string' then jsonb_build_array(value) else '[]'::jsonb end)
    loop
      if path like '/api/uploads/%' then
        update uploads set owner_kind = tg_argv[0], owner_id = (fields ->> tg_argv[1])::uuid
        where name = substr(path, 14) and owner_kind is null;
      end if;
    end loop;
  end loop;
  return null;
end $$;

create trigger assets_attach_uploads after insert or update of photo_url, document_urls
  on assets for each row
  execute function flotte_attach_uploads('asset', 'id', 'photo_url', 'document_urls');
create trigger documents_attach_uploads after insert or update of file_url
  on documents for each row
  execute function flotte_attach_uploads('document', 'id', 'file_url');
create trigger fuel_entries_attach_uploads after insert or update of receipt_url
  on fuel_entries for each row
  execute function flotte_attach_uploads('fuel_entry', 'id', 'receipt_url');
create trigger inspection_answers_attach_uploads after insert or update of photo_url
  on inspection_answers for each row
  execute function flotte_attach_uploads('inspection', 'inspection_id', 'photo_url');
-- Only the images: a recipient's name is typed, never a file.
create trigger dispatch_proofs_attach_uploads after insert or update of value
  on dispatch_proofs for each row when (new.kind in ('photo', 'signature'))
  execute function flotte_attach_uploads('dispatch', 'dispatch_id', 'value');
create trigger customizations_attach_uploads
  after insert or update of logo, cover_image, launcher_icon
  on customizations for each row
  execute function flotte_attach_uploads('branding', 'business_id', 'logo', 'cover_image',
    'launcher_icon');

-- The uploads kept so far, classified by the records that name them: the private records
-- first, so that a file also used as a logo stays private. Nothing is deleted, and an upload no
-- record names stays its uploader's.
update uploads u set owner_kind = 'dispatch', owner_id = p.dispatch_id
from dispatch_proofs p
where u.owner_kind is null and p.kind in ('photo', 'signature')
  and p.value = '/api/uploads/' || u.name;
update uploads u set owner_kind = 'document', owner_id = d.id
from documents d
where u.owner_kind is null and d.file_url = '/api/uploads/' || u.name;
update uploads u set owner_kind = 'fuel_entry', owner_id = f.id
from fuel_entries f
where u.owner_kind is null and f.receipt_url = '/api/uploads/' || u.name;
update uploads u set owner_kind = 'inspection', owner_id = i.inspection_id
from inspection_answers i
where u.owner_kind is null and i.photo_url = '/api/uploads/' || u.name;
update uploads u set owner_kind = 'asset', owner_id = a.id
from assets a
where u.owner_kind is null
  and (a.photo_url = '/api/uploads/' || u.name or a.document_urls ? ('/api/uploads/' || u.name));
update uploads u set owner_kind = 'branding', owner_id = c.business_id
from customizations c
where u.owner_kind is null
  and '/api/uploads/' || u.name in (c.logo, c.cover_image, c.launcher_icon);

-- The wrong delivery codes given for a dispatch (server/services/dispatch/delivery-code.ts):
-- after 5 the code is locked until the business sends the recipient a new one. A row of its
-- own, locked by each try, so concurrent tries are counted one after the other.
create table delivery_code_tries (
  dispatch_id uuid primary key references dispatches (id) on delete cascade,
  wrong integer not null default 0 check (wrong >= 0),
  updated_at timestamptz not null default now()
);
