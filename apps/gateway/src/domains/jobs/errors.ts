/** Message ids of the jobs domain's refusals (catalogue area jobs.ts). */
export const JOB_ERRORS = {
  noOrganization: 'jobs.errors.no_organization',
  previousStepMissing: 'jobs.errors.previous_step_missing',
  notEditable: 'jobs.errors.not_editable',
  wizardIncomplete: 'jobs.errors.wizard_incomplete',
  wrongStatus: 'jobs.errors.wrong_status',
  notDeletable: 'jobs.errors.not_deletable',
  deadlinePassed: 'jobs.errors.deadline_passed',
  illegalTransition: 'jobs.errors.illegal_transition',
  /** Deactivate of a job that is neither live nor approved (ADR 0107). */
  notDeactivatable: 'jobs.errors.not_deactivatable',
  /** Restore of a job that is not deactivated. */
  notDeactivated: 'jobs.errors.not_deactivated',
} as const;

/** The refusals of a youth's apply. */
export const APPLY_ERRORS = {
  alreadyApplied: 'jobs.errors.already_applied',
  deadlinePassed: 'jobs.errors.deadline_passed',
  criteriaNotMet: 'jobs.errors.criteria_not_met',
} as const;
