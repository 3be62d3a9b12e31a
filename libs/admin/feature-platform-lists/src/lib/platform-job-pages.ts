/* The two job pages behind one dynamic import (see platform-lists-routes.tsx): the list and one post. */
export { PlatformJobRoute } from './platform-job-page';
export { PlatformJobsRoute } from './platform-jobs-page';
