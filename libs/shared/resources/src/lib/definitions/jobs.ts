import { bilingualTitle, defineResource, rowStatusField, parentField } from '../define';

/** Job sectors (jobs and occupations are filed under one). */
export const jobSectors = defineResource({
  name: 'job_sectors',
  permissionKey: 'job_sector',
  segment: 'job-sectors',
  table: 'job_sectors',
  menuGroup: 'jobs',
  fields: [...bilingualTitle(), rowStatusField],
  defaultSort: { field: 'title_en', direction: 'asc' },
  lookup: { segment: 'job-sectors' },
  referencedBy: [
    { table: 'occupations', column: 'job_sector_id' },
    { table: 'jobs', column: 'job_sector_id' },
  ],
  importable: true,
  bulkDelete: true,
});

/** Occupations within a job sector. */
export const occupations = defineResource({
  name: 'occupations',
  permissionKey: 'occupation',
  segment: 'occupations',
  table: 'occupations',
  menuGroup: 'jobs',
  fields: [...bilingualTitle({ unique: false }), parentField('job_sector_id', 'job_sectors'), rowStatusField],
  defaultSort: { field: 'title_en', direction: 'asc' },
  // the recruiter's job post chooses an occupation of its sector (filter job_sector_id) without a private key
  lookup: { segment: 'occupations' },
  referencedBy: [{ table: 'jobs', column: 'occupation_id' }],
  importable: true,
  bulkDelete: true,
});

/** Services a recruiter can buy (job listing service types and others). */
export const services = defineResource({
  name: 'services',
  permissionKey: 'service',
  segment: 'services',
  table: 'services',
  menuGroup: 'jobs',
  fields: [
    ...bilingualTitle(),
    { name: 'price', kind: 'number', min: 0, max: 10_000_000, list: true, sort: true },
    { name: 'description', kind: 'multiline', max: 1000 },
    rowStatusField,
  ],
  defaultSort: { field: 'id', direction: 'asc' },
});
