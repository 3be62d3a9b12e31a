import { describeResourcePages } from '../test/resource-pages';

/* The pages of every resource, the second quarter (see describeResourcePages). */

describeResourcePages(1, 4);
