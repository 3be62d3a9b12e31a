import { componentProject } from '../../../tools/vitest/component-project';

export default componentProject('lms-feature-home');
