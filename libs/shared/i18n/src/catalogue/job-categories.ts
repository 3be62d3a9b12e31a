import { defineArea } from './types';

/* The public job categories page (spec §7 public `job-categories`, ADR 0099): `job_categories.*`. */
export default defineArea(
  {
    'job_categories.title': 'Job categories',
    'job_categories.intro':
      'Jobs by sector, with the number of open jobs in each. Open a category to see its jobs.',
    'job_categories.count': '{count, plural, =0 {No open jobs} one {# open job} other {# open jobs}}',
    'job_categories.load_error': 'The job categories could not be loaded.',
    'job_categories.message_type': 'job categories',
    'job_categories.link': 'Browse jobs by category',
  },
  {
    'job_categories.title': 'চাকরির ক্যাটাগরি',
    'job_categories.intro': 'খাত অনুযায়ী চাকরি, প্রতিটিতে খোলা চাকরির সংখ্যাসহ। কোনো ক্যাটাগরির চাকরি দেখতে সেটি খুলুন।',
    'job_categories.count': '{count, plural, =0 {কোনো খোলা চাকরি নেই} one {#টি খোলা চাকরি} other {#টি খোলা চাকরি}}',
    'job_categories.load_error': 'চাকরির ক্যাটাগরিগুলো লোড করা যায়নি।',
    'job_categories.message_type': 'চাকরির ক্যাটাগরি',
    'job_categories.link': 'ক্যাটাগরি অনুযায়ী চাকরি দেখুন',
  },
);
