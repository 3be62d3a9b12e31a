import type { ResourceDef } from '../types';
import { permissionGroups, permissionSubGroups, permissions, roles } from './access';
import { faqs, notices, sliders } from './cms';
import { contentCategories, courseLibraryContents } from './course-library';
import { galleryAlbums, galleryContents, publications } from './cms-gallery';
import { logoDocks, partners } from './cms-partners';
import { events, quotationSliders, recentActivities, visitorFeedbacks } from './cms-more';
import {
  educationBoards,
  educationGroups,
  educationLevels,
  educationResults,
  examDegrees,
} from './education';
import { instituteBranches, trainers, trainingCenters } from './institutes';
import { areaOfAspirations, areaOfInterests } from './interests';
import { jobSectors, occupations, services } from './jobs';
import { countries, districts, divisions, upazilas } from './locations';
import {
  institutes,
  organizationTypes,
  organizationUnitTypes,
  organizationUnits,
  organizations,
  rankTypes,
  ranks,
} from './organizations';
import { rplLevels, rplOccupations, rplSectors } from './rpl';
import { skills } from './skills';
import { industryAssociations } from './industry-associations';

export * from './access';
export * from './cms';
export * from './cms-gallery';
export * from './cms-partners';
export * from './cms-more';
export * from './course-library';
export * from './education';
export * from './institutes';
export * from './interests';
export * from './jobs';
export * from './locations';
export * from './organizations';
export * from './rpl';
export * from './skills';
export * from './industry-associations';

/**
 * Every resource drawn by the generic engine, by name (the order is the admin menu's order within a group).
 * `tools/generate-resource.mjs` adds new definitions here.
 */
export const RESOURCES = {
  skills,
  area_of_interests: areaOfInterests,
  area_of_aspirations: areaOfAspirations,
  job_sectors: jobSectors,
  occupations,
  services,
  education_levels: educationLevels,
  exam_degrees: examDegrees,
  education_boards: educationBoards,
  education_groups: educationGroups,
  education_results: educationResults,
  countries,
  divisions,
  districts,
  upazilas,
  organizations,
  institutes,
  institute_branches: instituteBranches,
  training_centers: trainingCenters,
  trainers,
  organization_types: organizationTypes,
  organization_unit_types: organizationUnitTypes,
  organization_units: organizationUnits,
  industry_associations: industryAssociations,
  rank_types: rankTypes,
  ranks,
  permission_groups: permissionGroups,
  permission_sub_groups: permissionSubGroups,
  permissions,
  roles,
  sliders,
  notices,
  faqs,
  gallery_albums: galleryAlbums,
  gallery_contents: galleryContents,
  publications,
  partners,
  logo_docks: logoDocks,
  quotation_sliders: quotationSliders,
  events,
  recent_activities: recentActivities,
  visitor_feedbacks: visitorFeedbacks,
  content_categories: contentCategories,
  course_library_contents: courseLibraryContents,
  rpl_sectors: rplSectors,
  rpl_occupations: rplOccupations,
  rpl_levels: rplLevels,
} as const satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof RESOURCES;

export function resourceByName(name: string): ResourceDef | undefined {
  return (RESOURCES as Record<string, ResourceDef>)[name];
}
