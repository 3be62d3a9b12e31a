import type { MenuItem } from '@platform/shell';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import { ASSESSMENT_PERMISSIONS } from '@platform/contract';
import { certificateTemplatesMenu } from '@platform/lms-feature-certificate-templates';
import { coursesMenu } from '@platform/lms-feature-courses';
import { learningPathsMenu } from '@platform/lms-feature-learning-paths';
import { schedulesMenu } from '@platform/lms-feature-schedules';
import { rplAssessmentMenu } from '@platform/lms-feature-rpl-assessment';

/**
 * Header menu of the lms portal. Sections (question bank, certificate templates…) join as they ship.
 */
export const menu: MenuItem[] = [
  { labelId: 'portals.menu.home', to: '/', icon: <HomeOutlined /> },
  ...coursesMenu,
  // the institute's learning paths (ADR 0100)
  ...learningPathsMenu(<RouteOutlined />),
  {
    labelId: 'lms_questions.menu',
    to: '/question-bank',
    permission: ASSESSMENT_PERMISSIONS.viewQuestionBank,
    icon: <QuizOutlined />,
  },
  {
    labelId: 'resources.course_library_contents.title',
    to: '/existing-content',
    permission: 'view_any_course_library_content',
    icon: <LibraryBooksOutlined />,
  },
  ...certificateTemplatesMenu,
  // the institute's events (ADR 0090)
  ...schedulesMenu,
  // an assessor's RPL batches (mark_rpl_batch, ADR 0094)
  ...rplAssessmentMenu,
];
