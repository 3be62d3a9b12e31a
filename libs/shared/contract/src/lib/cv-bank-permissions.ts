/**
 * The permission keys of endpoints-cv-bank.ts, in a module of their own: a staff portal's menu and route table (its
 * start chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables, which only the lazy pages need.
 */
/** Permission keys of the CV bank (view_cv_bank granted to the recruiter role). */
export const CV_BANK_PERMISSIONS = {
  viewCvBank: 'view_cv_bank',
  /** The CV bank as platform staff read it: the admin's section (ADR 0128; a platform administrator's scope only). */
  viewPlatformCvBank: 'view_platform_cv_bank',
} as const;
