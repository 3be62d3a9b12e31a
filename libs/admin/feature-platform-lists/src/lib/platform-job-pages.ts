/* The two job pages behind one dynamic import (see platform-lists-routes.tsx): the list and one post. */
import { PlatformJobRoute } from './platform-job-page';
import { PlatformJobsRoute } from './platform-jobs-page';

export default { jobs: [PlatformJobsRoute, PlatformJobRoute] } as const;
