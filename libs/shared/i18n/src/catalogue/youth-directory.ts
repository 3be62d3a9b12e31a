import { defineArea } from './types';

/* The registered-youth counter and the public youth directory (issue 18 item 5, ADR 0096): `youth_directory.*`. */
export default defineArea(
  {
    'youth_directory.home.registered':
      '{count, plural, one {# young person has} other {# young people have}} registered',
  },
  {
    'youth_directory.home.registered': '{count, plural, one {# জন} other {# জন}} তরুণ-তরুণী নিবন্ধন করেছেন',
  },
);
