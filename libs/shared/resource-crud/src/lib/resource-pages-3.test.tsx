import { describeResourcePages } from '../test/resource-pages';

/* The pages of every resource, the third quarter (see describeResourcePages). */

describeResourcePages(2, 4);
