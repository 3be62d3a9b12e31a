import { bilingualTitle, defineResource, parentField, rowStatusField } from '../define';
import type { ReferenceField } from '../types';

/*
 * The RPL catalogue (recognition of prior learning; issue 18 item 4, ADR 0094; spec §3 "sector, occupation, level
 * (passing_score in percent, sequence_order), country-specific variants"). A youth applies for a level of an
 * occupation of a sector; the level's passing score decides, on the server, whether a marked candidate passed.
 * A record with a country is that country's variant (an occupation or a level assessed abroad); without one it
 * applies everywhere.
 */

/** The country a variant is for; empty for one that applies everywhere. */
const countryVariant: ReferenceField = {
  name: 'country_id',
  kind: 'reference',
  resource: 'countries',
  list: true,
  filter: true,
};

/** RPL sectors (the occupations are filed under one). */
export const rplSectors = defineResource({
  name: 'rpl_sectors',
  permissionKey: 'rpl_sector',
  segment: 'rpl-sectors',
  table: 'rpl_sectors',
  menuGroup: 'rpl',
  fields: [...bilingualTitle(), rowStatusField],
  defaultSort: { field: 'title_en', direction: 'asc' },
  lookup: { segment: 'rpl-sectors' },
  referencedBy: [
    { table: 'rpl_occupations', column: 'rpl_sector_id' },
    { table: 'rpl_applications', column: 'rpl_sector_id' },
  ],
});

/** The occupations of a sector whose prior learning can be recognised. */
export const rplOccupations = defineResource({
  name: 'rpl_occupations',
  permissionKey: 'rpl_occupation',
  segment: 'rpl-occupations',
  table: 'rpl_occupations',
  menuGroup: 'rpl',
  fields: [
    ...bilingualTitle({ unique: false }),
    parentField('rpl_sector_id', 'rpl_sectors'),
    countryVariant,
    rowStatusField,
  ],
  defaultSort: { field: 'title_en', direction: 'asc' },
  lookup: { segment: 'rpl-occupations' },
  referencedBy: [
    { table: 'rpl_levels', column: 'rpl_occupation_id' },
    { table: 'rpl_applications', column: 'rpl_occupation_id' },
    { table: 'rpl_batches', column: 'rpl_occupation_id' },
  ],
});

/** The levels of an occupation, in sequence order, each with the score in percent a candidate needs to pass. */
export const rplLevels = defineResource({
  name: 'rpl_levels',
  permissionKey: 'rpl_level',
  segment: 'rpl-levels',
  table: 'rpl_levels',
  menuGroup: 'rpl',
  fields: [
    ...bilingualTitle({ unique: false }),
    parentField('rpl_occupation_id', 'rpl_occupations'),
    { name: 'passing_score', kind: 'number', required: true, min: 0, max: 100, list: true },
    {
      name: 'sequence_order',
      kind: 'number',
      required: true,
      min: 1,
      max: 100,
      integer: true,
      list: true,
      sort: true,
    },
    countryVariant,
    rowStatusField,
  ],
  defaultSort: { field: 'sequence_order', direction: 'asc' },
  lookup: { segment: 'rpl-levels' },
  referencedBy: [
    { table: 'rpl_applications', column: 'rpl_level_id' },
    { table: 'rpl_batches', column: 'rpl_level_id' },
  ],
});
