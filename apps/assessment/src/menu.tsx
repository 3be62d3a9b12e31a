import type { MenuItem } from '@platform/shell';
import HomeOutlined from '@mui/icons-material/HomeOutlined';

/**
 * Header menu of the assessment portal. Sections (aptitude test, job assessments, results) join as they ship.
 */
export const menu: MenuItem[] = [{ labelId: 'portals.menu.home', to: '/', icon: <HomeOutlined /> }];
