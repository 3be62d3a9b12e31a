import { componentProject } from '../../../tools/vitest/component-project';

export default componentProject('recruiter-feature-home');
