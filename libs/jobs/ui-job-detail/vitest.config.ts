import { componentProject } from '../../../tools/vitest/component-project.ts';

export default componentProject('jobs-ui-job-detail');
