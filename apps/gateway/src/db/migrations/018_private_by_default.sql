-- Privacy by default (issue 10, finding 8): date of birth, religion, marital status, disability, ethnic group and
-- freedom-fighter status (personal_info), e-mail and mobile (contact) and referees (references) join guardians and
-- addresses as hidden on a new profile, public profile, CV and CV PDF until the youth shows them.
-- Existing profiles follow the new defaults: the change only ever hides, never shows.
alter table youth_profiles alter column hidden_sections
  set default '{personal_info,contact,addresses,guardians,references}';
update youth_profiles
   set hidden_sections = array(
         select distinct s from unnest(hidden_sections || '{personal_info,contact,references}'::text[]) as s order by s)
 where not hidden_sections @> '{personal_info,contact,references}';
