-- The public vendor page (issue 18 item 5, spec §7 `vendors/{id}`, ADR 0099): an organisation or institute has a logo
-- (the '/files/<id>' path of an image upload, as the resource engine's image fields keep it; the upload is checked by
-- size, type and content where it is received) and a short plain-text description, both edited through the resource
-- engine (organizations, institutes) and shown on the page. The page answers a logo only while it is such a path.
alter table organizations add column logo text, add column description text;
alter table institutes add column logo text, add column description text;
