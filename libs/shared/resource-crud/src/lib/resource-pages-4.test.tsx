import { describeResourcePages } from '../test/resource-pages';

/* The pages of every resource, the fourth quarter (see describeResourcePages). */

describeResourcePages(3, 4);
