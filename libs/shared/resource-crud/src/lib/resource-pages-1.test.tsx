import { describeResourcePages } from '../test/resource-pages';

/* The pages of every resource, the first quarter (see describeResourcePages). */

describeResourcePages(0, 4);
