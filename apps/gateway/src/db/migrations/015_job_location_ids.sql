-- The public search's place filter (issue 4's bench). `exists (select 1 from job_locations …)` probed the locations
-- index once per job of the newest-first walk: a division holding one job in five cost ~5,000 probes to find a page
-- and the capped count (22 ms at 100,000 jobs). The ids of a job's places are now copied onto the job, kept by the
-- triggers below whatever writes job_locations, and carried in the newest-first index, so the filter is read from the
-- index like the other filters. GIN indexes serve a rare district or upazila, where walking the board would be slower.
alter table jobs
  add column loc_division_ids bigint[] not null default '{}',
  add column loc_district_ids bigint[] not null default '{}',
  add column loc_upazila_ids bigint[] not null default '{}';

create function jobs_copy_location_ids() returns trigger language plpgsql as $$
begin
  -- `changed` is the statement's transition table (new rows on insert and update, old rows on delete); a job's
  -- location rows never move to another job, so the job ids it names are every job whose places changed. A job whose
  -- copy is already right is left alone (no new row version for nothing).
  update jobs j
     set loc_division_ids = a.divisions, loc_district_ids = a.districts, loc_upazila_ids = a.upazilas
    from (select t.job_id,
                 coalesce(array_agg(distinct l.loc_division_id) filter (where l.loc_division_id is not null), '{}') as divisions,
                 coalesce(array_agg(distinct l.loc_district_id) filter (where l.loc_district_id is not null), '{}') as districts,
                 coalesce(array_agg(distinct l.loc_upazila_id) filter (where l.loc_upazila_id is not null), '{}') as upazilas
            from (select distinct job_id from changed) t
            left join job_locations l on l.job_id = t.job_id
           group by t.job_id) a
   where j.id = a.job_id
     and (j.loc_division_ids, j.loc_district_ids, j.loc_upazila_ids) is distinct from (a.divisions, a.districts, a.upazilas);
  return null;
end $$;

create trigger job_locations_copied_on_insert after insert on job_locations
  referencing new table as changed for each statement execute function jobs_copy_location_ids();
create trigger job_locations_copied_on_update after update on job_locations
  referencing new table as changed for each statement execute function jobs_copy_location_ids();
create trigger job_locations_copied_on_delete after delete on job_locations
  referencing old table as changed for each statement execute function jobs_copy_location_ids();

update jobs j
   set loc_division_ids = a.divisions, loc_district_ids = a.districts, loc_upazila_ids = a.upazilas
  from (select job_id,
               array_agg(distinct loc_division_id) as divisions,
               coalesce(array_agg(distinct loc_district_id) filter (where loc_district_id is not null), '{}') as districts,
               coalesce(array_agg(distinct loc_upazila_id) filter (where loc_upazila_id is not null), '{}') as upazilas
          from job_locations group by job_id) a
 where j.id = a.job_id;

drop index jobs_live_newest;
create index jobs_live_newest on jobs (published_at desc, id desc)
  include (application_deadline, service_type, job_sector_id, occupation_id, salary_display, salary_min, salary_max, job_levels,
           employment_types, workplaces, loc_division_ids, loc_district_ids, loc_upazila_ids)
  where status = 'live' and deleted_at is null;
create index jobs_live_districts on jobs using gin (loc_district_ids) where status = 'live' and deleted_at is null;
create index jobs_live_upazilas on jobs using gin (loc_upazila_ids) where status = 'live' and deleted_at is null;
