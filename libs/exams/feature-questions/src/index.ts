export { instituteQuestionBankRoutes, questionBankRoutes } from './lib/question-routes';
