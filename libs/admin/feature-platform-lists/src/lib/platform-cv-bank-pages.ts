/*
 * The CV bank for platform staff (ADR 0128): the list and one CV, behind a dynamic import of their own (the CV page
 * brings @platform/ui-cv, which the other sections' chunks need not load). [list, record] under the section's name
 * (platform-lists-routes.tsx).
 */
import { PlatformCvBankCvRoute } from './platform-cv-bank-cv-page';
import { PlatformCvBankRoute } from './platform-cv-bank-page';

export default {
  cv_bank: [PlatformCvBankRoute, PlatformCvBankCvRoute],
} as const;
