/*
 * The platform's roles and the permission keys each holds (seeded in every mode by seed.ts's seedReference): kept
 * apart from the seeding itself so that each file stays within the gateway's 500-line limit (ADR 0015).
 */

/**
 * What an administrator of one organisation or institute holds: its own users (list, read, create, edit, deactivate,
 * message channels, direct grants from its own keys) and the permission tree to grant from. The gateway limits every
 * one of them to the caller's tenant (ADR 0022). Not vendor approval, roles or organisation grants: those are the
 * platform's, and the role list is not tenant-scoped.
 */
const ORGANIZATION_ADMIN_KEYS = [
  'view_any_user',
  'view_single_user',
  'create_user',
  'update_user',
  'assign_permission_to_user',
  'assign_message_channel',
  'view_any_permission',
] as const;

/** The five keys of each resource an institute administrator manages for its own institute only (ADR 0083). */
const INSTITUTE_STRUCTURE_KEYS = ['institute_branch', 'training_center', 'trainer'].flatMap((k) => [
  `view_any_${k}`,
  `view_single_${k}`,
  `create_${k}`,
  `update_${k}`,
  `delete_${k}`,
]);

/** The five keys of an institute's content library (`/existing-content`, its own institute's only; ADR 0091). */
const LIBRARY_KEYS = ['view_any', 'view_single', 'create', 'update', 'delete'].map(
  (verb) => `${verb}_course_library_content`,
);

/** Read-only keys of the lists a tenant's structure forms choose from (the pickers read them; ADR 0083). */
const LOCATION_READ_KEYS = ['division', 'district', 'upazila'].flatMap((k) => [
  `view_any_${k}`,
  `view_single_${k}`,
]);

export const ROLES = [
  { key: 'system_admin', title: 'সিস্টেম অ্যাডমিন', title_en: 'System Admin', all: true },
  {
    key: 'institute_admin',
    title: 'ইনস্টিটিউট অ্যাডমিন',
    title_en: 'Institute Admin',
    // its own institute's branches, training centres and trainers (issue 18 item 1, ADR 0083)
    keys: [
      ...INSTITUTE_STRUCTURE_KEYS,
      // and its own institute's users, as an organisation admin does its organisation's (issue 17 item 4, ADR 0104)
      ...ORGANIZATION_ADMIN_KEYS,
      ...LOCATION_READ_KEYS,
      // and files its centres' monthly progress reports (issue 18 item 3, ADR 0093)
      'view_any_progress_report',
      'manage_progress_report',
      // and sees its own institute's issued certificates (revoking stays the platform's; ADR 0105)
      'view_any_certificate',
      // and its own institute's batches: the list and pages of ADR 0118, adding and editing them (ADR 0127)
      'view_platform_batches',
      'manage_institute_batch',
    ],
  },
  {
    key: 'industry_association_admin',
    title: 'শিল্প সমিতি অ্যাডমিন',
    title_en: 'Industry Association Admin',
    // associations approve vacancies (spec §1, §6) — only their member organisations' (approve_association_vacancy,
    // ADR 0092), never the platform's queue: approve_job would let them approve any organisation's job
    keys: [
      'view_any_notification_log',
      'view_any_job',
      'view_single_job',
      // and live-course schedules (spec: an admin or an association approves; ADR 0090)
      'approve_course_schedule',
      // its own members, applications and member vacancies (issue 18 item 2, ADR 0092)
      'view_any_association_member',
      'manage_association_member',
      'approve_association_vacancy',
      // and the youth who ask it to approve them and their CV (spec §6, ADR 0104)
      'approve_association_youth',
    ],
  },
  {
    key: 'organization_admin',
    title: 'প্রতিষ্ঠান অ্যাডমিন',
    title_en: 'Organization Admin',
    // and its own organisation's units (ADR 0083)
    keys: [
      ...ORGANIZATION_ADMIN_KEYS,
      'view_any_organization_unit',
      'view_single_organization_unit',
      'create_organization_unit',
      'update_organization_unit',
      'delete_organization_unit',
      'view_any_organization_unit_type',
      'view_single_organization_unit_type',
      ...LOCATION_READ_KEYS,
      // its organisation applies to join an industry association, chosen from the list (ADR 0092)
      'apply_association_membership',
      'view_any_industry_association',
      'view_single_industry_association',
    ],
  },
  {
    key: 'recruiter_admin',
    title: 'নিয়োগকর্তা',
    title_en: 'Recruiter',
    // its own organisation's jobs and applicants (ADR 0060) and their payment (ADR 0062); never approve_job
    keys: [
      'view_any_job',
      'view_single_job',
      'create_job',
      'update_job',
      'delete_job',
      'view_any_job_applicant',
      'change_job_application_status',
      'view_cv_bank',
      'pay_job',
      // question banks and job assessments (ADR 0070)
      'view_any_question_bank',
      'manage_question_bank',
      'view_any_job_assessment',
      'manage_job_assessment',
    ],
  },
  {
    key: 'content_provider_admin',
    title: 'কনটেন্ট প্রোভাইডার',
    title_en: 'Content Provider',
    // its own institute's courses (issue 15) and question banks (issue 15 item 7, ADR 0078), its content library
    // and the categories it files contents under (issue 15 item 3, ADR 0091)
    keys: [
      'view_any_course',
      'manage_course',
      // its institute's learning paths of its published courses (issue 16 item 4, ADR 0100)
      'view_any_learning_path',
      'manage_learning_path',
      'view_any_question_bank',
      'manage_question_bank',
      ...LIBRARY_KEYS,
      'view_any_content_category',
      'view_single_content_category',
      // the training centres a batch takes place at (its own institute's; issue 15 item 5)
      'view_any_training_center',
      'view_single_training_center',
      // the trainers it names as a course's instructors (its own institute's; issue 18 item 1)
      'view_any_trainer',
      'view_single_trainer',
    ],
  },
  // a trainer reads the institute's courses (building them is the provider's) and writes its questions (ADR 0078)
  {
    key: 'trainer',
    title: 'প্রশিক্ষক',
    title_en: 'Trainer',
    keys: ['view_any_course', 'view_any_question_bank', 'manage_question_bank'],
  },
  // an assessor reads the institute's questions (marking comes with the trainees' results)
  {
    key: 'assessor',
    title: 'মূল্যায়নকারী',
    title_en: 'Assessor',
    // and marks the candidates of its own RPL batches (ADR 0094)
    keys: ['view_any_question_bank', 'mark_rpl_batch'],
  },
  { key: 'youth', title: 'যুব', title_en: 'Youth', keys: [] },
] as const;
