import type { MenuItem } from '@platform/shell';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { youthAssessmentsMenu } from '@platform/youth-feature-assessments';
import { certificatesMenu } from '@platform/youth-feature-certificates';
import { lockerMenu } from '@platform/youth-feature-locker';
import { calendarMenu } from '@platform/youth-feature-calendar';
import { discussionMenu } from '@platform/youth-feature-discussion';
import { freelanceMenu } from '@platform/youth-feature-freelance';

/**
 * Header menu of the youth portal. The public navigation. The youth menu of spec §2 (my profile, my CV, my courses, my jobs, my locker, my calendar,
 * freelance corner, settings) joins here item by item as each screen ships, shown to signed-in users only.
 */
export const menu: MenuItem[] = [
  { labelId: 'portals.menu.home', to: '/', icon: <HomeOutlined /> },
  { labelId: 'youth_jobs.menu.jobs', to: '/jobs', icon: <WorkOutlineOutlined /> },
  { labelId: 'learning.menu.courses', to: '/courses', icon: <SchoolOutlined /> },
  { labelId: 'portals.menu.how_it_works', to: '/how-it-works', icon: <HelpOutlineOutlined /> },
  // the RPL programme's pages (ADR 0094)
  { labelId: 'rpl.menu.rpl', to: '/rpl', icon: <SchoolOutlined /> },
  { labelId: 'portals.menu.about_us', to: '/about-us', icon: <InfoOutlined /> },
  { labelId: 'cms.menu.notices', to: '/notices', icon: <CampaignOutlined /> },
  { labelId: 'cms.menu.gallery', to: '/gallery', icon: <PhotoLibraryOutlined /> },
  { labelId: 'cms.menu.publications', to: '/publications', icon: <MenuBookOutlined /> },
  { labelId: 'cms.menu.events', to: '/events', icon: <EventOutlined /> },
  { labelId: 'cms.menu.activities', to: '/recent-activities', icon: <CampaignOutlined /> },
  { labelId: 'cms.menu.faqs', to: '/faqs', icon: <QuizOutlined /> },
  // the forum: everyone reads; writing asks to sign in (ADR 0084)
  ...discussionMenu,
  ...freelanceMenu,
  { labelId: 'portals.menu.contact_us', to: '/contact-us', icon: <MailOutlineOutlined /> },
  // the youth menu (spec §2), signed in only
  { labelId: 'profile.menu.my_profile', to: '/my-profile', icon: <PersonOutlined />, requiresAuth: true },
  { labelId: 'cv.menu.my_cv', to: '/my-cv', icon: <DescriptionOutlined />, requiresAuth: true },
  { labelId: 'youth_jobs.menu.my_jobs', to: '/my-jobs', icon: <WorkOutlineOutlined />, requiresAuth: true },
  { labelId: 'learning.menu.my_courses', to: '/my-courses', icon: <SchoolOutlined />, requiresAuth: true },
  ...youthAssessmentsMenu,
  ...certificatesMenu,
  ...lockerMenu,
  ...calendarMenu,
  {
    labelId: 'youth_links.menu.notifications',
    to: '/notifications',
    icon: <NotificationsOutlined />,
    requiresAuth: true,
  },
  { labelId: 'portals.menu.settings', to: '/settings', icon: <TuneOutlined />, requiresAuth: true },
];
