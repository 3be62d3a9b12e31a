import type { ResourceDef } from './types';

/** Admin menu groups in menu order (catalogue `resources.groups.<group>`). */
export const RESOURCE_GROUPS = [
  'skills',
  'jobs',
  'education',
  'locations',
  'organizations',
  'user_management',
  'cms',
  'learning',
  'rpl',
] as const;

/**
 * What the admin portal's menu and route table need of a resource, without its fields (ADR 0006 r7): its name, route
 * segment, permission key stem, menu group, the catalogue ids of its title and group — literal, so the build ships
 * the signed-in first screen those labels alone, not the whole `resources` area — and `load`, which brings the whole
 * definition with the resource's pages. `resourceEntry(def)` makes one from a definition (tests, other portals).
 */
export interface ResourceEntry {
  name: string;
  segment: string;
  permissionKey: string;
  menuGroup: string;
  /** `resources.<name>.title` */
  titleId: string;
  /** `resources.groups.<menuGroup>` */
  groupId: string;
  load: () => Promise<ResourceDef>;
}

function entry(
  name: string,
  segment: string,
  permissionKey: string,
  menuGroup: string,
  titleId: string,
  groupId: string,
): ResourceEntry {
  const load = async () => {
    const def = (await import('./definitions')).resourceByName(name);
    if (!def) throw new Error(`no resource definition ${name}`);
    return def;
  };
  return { name, segment, permissionKey, menuGroup, titleId, groupId, load };
}

/**
 * Every resource of `RESOURCES`, in its order (the admin menu's order within a group); `resource-index.test.ts` checks
 * it against the definitions, so a definition added there without its line here fails the tests.
 */
export const RESOURCE_INDEX: readonly ResourceEntry[] = [
  entry('skills', 'skills', 'skill', 'skills', 'resources.skills.title', 'resources.groups.skills'),
  entry(
    'area_of_interests',
    'area-of-interests',
    'area_of_interest',
    'skills',
    'resources.area_of_interests.title',
    'resources.groups.skills',
  ),
  entry(
    'area_of_aspirations',
    'area-of-aspirations',
    'area_of_aspiration',
    'skills',
    'resources.area_of_aspirations.title',
    'resources.groups.skills',
  ),
  entry(
    'job_sectors',
    'job-sectors',
    'job_sector',
    'jobs',
    'resources.job_sectors.title',
    'resources.groups.jobs',
  ),
  entry(
    'occupations',
    'occupations',
    'occupation',
    'jobs',
    'resources.occupations.title',
    'resources.groups.jobs',
  ),
  entry('services', 'services', 'service', 'jobs', 'resources.services.title', 'resources.groups.jobs'),
  entry(
    'education_levels',
    'education-levels',
    'education_level',
    'education',
    'resources.education_levels.title',
    'resources.groups.education',
  ),
  entry(
    'exam_degrees',
    'exam-degrees',
    'exam_degree',
    'education',
    'resources.exam_degrees.title',
    'resources.groups.education',
  ),
  entry(
    'education_boards',
    'education-boards',
    'education_board',
    'education',
    'resources.education_boards.title',
    'resources.groups.education',
  ),
  entry(
    'education_groups',
    'education-groups',
    'education_group',
    'education',
    'resources.education_groups.title',
    'resources.groups.education',
  ),
  entry(
    'education_results',
    'education-results',
    'education_result',
    'education',
    'resources.education_results.title',
    'resources.groups.education',
  ),
  entry(
    'countries',
    'countries',
    'country',
    'locations',
    'resources.countries.title',
    'resources.groups.locations',
  ),
  entry(
    'divisions',
    'divisions',
    'division',
    'locations',
    'resources.divisions.title',
    'resources.groups.locations',
  ),
  entry(
    'districts',
    'districts',
    'district',
    'locations',
    'resources.districts.title',
    'resources.groups.locations',
  ),
  entry(
    'upazilas',
    'upazilas',
    'upazila',
    'locations',
    'resources.upazilas.title',
    'resources.groups.locations',
  ),
  entry(
    'organizations',
    'organizations',
    'organization',
    'organizations',
    'resources.organizations.title',
    'resources.groups.organizations',
  ),
  entry(
    'institutes',
    'institutes',
    'institute',
    'organizations',
    'resources.institutes.title',
    'resources.groups.organizations',
  ),
  entry(
    'institute_branches',
    'institute-branches',
    'institute_branch',
    'organizations',
    'resources.institute_branches.title',
    'resources.groups.organizations',
  ),
  entry(
    'training_centers',
    'training-centers',
    'training_center',
    'organizations',
    'resources.training_centers.title',
    'resources.groups.organizations',
  ),
  entry(
    'trainers',
    'trainers',
    'trainer',
    'organizations',
    'resources.trainers.title',
    'resources.groups.organizations',
  ),
  entry(
    'organization_types',
    'organization-types',
    'organization_type',
    'organizations',
    'resources.organization_types.title',
    'resources.groups.organizations',
  ),
  entry(
    'organization_unit_types',
    'organization-unit-types',
    'organization_unit_type',
    'organizations',
    'resources.organization_unit_types.title',
    'resources.groups.organizations',
  ),
  entry(
    'organization_units',
    'organization-units',
    'organization_unit',
    'organizations',
    'resources.organization_units.title',
    'resources.groups.organizations',
  ),
  entry(
    'industry_associations',
    'industry-associations',
    'industry_association',
    'organizations',
    'resources.industry_associations.title',
    'resources.groups.organizations',
  ),
  entry(
    'rank_types',
    'rank-types',
    'rank_type',
    'organizations',
    'resources.rank_types.title',
    'resources.groups.organizations',
  ),
  entry('ranks', 'ranks', 'rank', 'organizations', 'resources.ranks.title', 'resources.groups.organizations'),
  entry(
    'permission_groups',
    'permission-groups',
    'permission_group',
    'user_management',
    'resources.permission_groups.title',
    'resources.groups.user_management',
  ),
  entry(
    'permission_sub_groups',
    'permission-sub-groups',
    'permission_sub_group',
    'user_management',
    'resources.permission_sub_groups.title',
    'resources.groups.user_management',
  ),
  entry(
    'permissions',
    'permissions',
    'permission',
    'user_management',
    'resources.permissions.title',
    'resources.groups.user_management',
  ),
  entry(
    'roles',
    'roles',
    'role',
    'user_management',
    'resources.roles.title',
    'resources.groups.user_management',
  ),
  entry('sliders', 'sliders', 'slider', 'cms', 'resources.sliders.title', 'resources.groups.cms'),
  entry('notices', 'notices', 'notice', 'cms', 'resources.notices.title', 'resources.groups.cms'),
  entry('faqs', 'faqs', 'faq', 'cms', 'resources.faqs.title', 'resources.groups.cms'),
  entry(
    'gallery_albums',
    'gallery-albums',
    'gallery_album',
    'cms',
    'resources.gallery_albums.title',
    'resources.groups.cms',
  ),
  entry(
    'gallery_contents',
    'gallery-contents',
    'gallery_content',
    'cms',
    'resources.gallery_contents.title',
    'resources.groups.cms',
  ),
  entry(
    'publications',
    'publications',
    'publication',
    'cms',
    'resources.publications.title',
    'resources.groups.cms',
  ),
  entry('partners', 'partners', 'partner', 'cms', 'resources.partners.title', 'resources.groups.cms'),
  entry('logo_docks', 'logo-docks', 'logo_dock', 'cms', 'resources.logo_docks.title', 'resources.groups.cms'),
  entry(
    'quotation_sliders',
    'quotation-sliders',
    'quotation_slider',
    'cms',
    'resources.quotation_sliders.title',
    'resources.groups.cms',
  ),
  entry('events', 'events', 'event', 'cms', 'resources.events.title', 'resources.groups.cms'),
  entry(
    'recent_activities',
    'recent-activities',
    'recent_activity',
    'cms',
    'resources.recent_activities.title',
    'resources.groups.cms',
  ),
  entry(
    'visitor_feedbacks',
    'visitor-feedbacks',
    'visitor_feedback',
    'cms',
    'resources.visitor_feedbacks.title',
    'resources.groups.cms',
  ),
  entry(
    'content_categories',
    'content-categories',
    'content_category',
    'learning',
    'resources.content_categories.title',
    'resources.groups.learning',
  ),
  entry(
    'course_library_contents',
    'existing-content',
    'course_library_content',
    'learning',
    'resources.course_library_contents.title',
    'resources.groups.learning',
  ),
  entry(
    'rpl_sectors',
    'rpl-sectors',
    'rpl_sector',
    'rpl',
    'resources.rpl_sectors.title',
    'resources.groups.rpl',
  ),
  entry(
    'rpl_occupations',
    'rpl-occupations',
    'rpl_occupation',
    'rpl',
    'resources.rpl_occupations.title',
    'resources.groups.rpl',
  ),
  entry('rpl_levels', 'rpl-levels', 'rpl_level', 'rpl', 'resources.rpl_levels.title', 'resources.groups.rpl'),
];
