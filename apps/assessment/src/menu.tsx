import type { MenuItem } from '@platform/shell';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { examMenu } from '@platform/assessment-feature-exams';

/** Header menu of the assessment portal: home, the aptitude test, the youth's assessment results. */
export const menu: MenuItem[] = [
  { labelId: 'portals.menu.home', to: '/', icon: <HomeOutlined /> },
  ...examMenu,
];
