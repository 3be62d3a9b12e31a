import { componentProject } from '../../../tools/vitest/component-project';

export default componentProject('youth-feature-profile');
