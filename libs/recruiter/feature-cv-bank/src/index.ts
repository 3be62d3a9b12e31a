export { cvBankMenu, cvBankRoutes } from './lib/cv-bank-routes';
export type { CvBankMenuItem } from './lib/cv-bank-routes';
