import type { MenuItem } from '@platform/shell';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { assessmentsMenu } from '@platform/recruiter-feature-assessments';
import { freelanceCornerMenu } from '@platform/feature-freelance';
import { cvBankMenu } from '@platform/recruiter-feature-cv-bank';
import { jobManagementMenu } from '@platform/recruiter-feature-job-management';
import { jobsMenu } from '@platform/recruiter-feature-jobs';

/**
 * Header menu of the recruiter portal. Sections (jobs, applicants, assessments, CV bank…) join as they ship.
 */
export const menu: MenuItem[] = [
  { labelId: 'portals.menu.home', to: '/', icon: <HomeOutlined /> },
  ...jobsMenu,
  ...jobManagementMenu,
  ...cvBankMenu,
  ...assessmentsMenu,
  ...freelanceCornerMenu,
];
