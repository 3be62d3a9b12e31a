import { componentProject } from '../../../tools/vitest/component-project';

export default componentProject('admin-feature-job-approval');
