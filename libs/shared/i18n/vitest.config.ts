import { componentProject } from '../../../tools/vitest/component-project';

export default componentProject('i18n');
