export { questionBankRoutes } from './lib/question-routes';
