import { defineArea } from './types';

/**
 * Activity over time (spec §7 dashboard-statistics; ADR 0087): `statistics.*` — the admin's platform activity (issue 17
 * item 3: the range form, the chart, the table of numbers, the family names) and an institute's course activity on the
 * lms home (`statistics.course.*`; issue 15 item 9).
 */
export default defineArea(
  {
    'statistics.menu': 'Platform activity',
    'statistics.title': 'Platform activity',
    'statistics.home_link': 'See the platform’s activity over time',
    'statistics.range': 'Dates to show',
    'statistics.from': 'From',
    'statistics.to': 'To',
    'statistics.show': 'Show',
    'statistics.rules':
      'Both dates are included. Up to 92 days are counted by the day, longer ranges by the month; at most 1,830 days.',
    'statistics.by_day': 'By the day, {from} to {to}',
    'statistics.by_month': 'By the month, {from} to {to}',
    'statistics.chart': 'Chart of the platform’s activity',
    'statistics.table': 'The numbers of the chart',
    'statistics.period': 'Period',
    'statistics.total': 'Total',
    'statistics.loading': 'Counting the activity…',
    'statistics.load_error': 'The activity could not be counted.',
    'statistics.retry': 'Try again',
    'statistics.family.youth_registrations': 'Youth registered',
    'statistics.family.jobs_published': 'Jobs published',
    'statistics.family.applications': 'Job applications',
    'statistics.family.course_enrolments': 'Course enrolments',
    'statistics.family.certificates': 'Certificates issued',
    'statistics.family.course_completions': 'Courses completed',
    'statistics.course.title': 'Course activity in the last 12 months',
    'statistics.course.chart': 'Chart of your institute’s course activity',
    'statistics.course.table': 'The numbers of your institute’s course activity',
    'statistics.course.load_error': 'The course activity could not be counted.',
  },
  {
    'statistics.menu': 'প্ল্যাটফর্মের কার্যক্রম',
    'statistics.title': 'প্ল্যাটফর্মের কার্যক্রম',
    'statistics.home_link': 'সময়ের সাথে প্ল্যাটফর্মের কার্যক্রম দেখুন',
    'statistics.range': 'যে তারিখগুলো দেখাবে',
    'statistics.from': 'শুরু',
    'statistics.to': 'শেষ',
    'statistics.show': 'দেখান',
    'statistics.rules':
      'দুই তারিখই অন্তর্ভুক্ত। ৯২ দিন পর্যন্ত দিন অনুযায়ী, এর বেশি হলে মাস অনুযায়ী গণনা হয়; সর্বোচ্চ ১,৮৩০ দিন।',
    'statistics.by_day': 'দিন অনুযায়ী, {from} থেকে {to}',
    'statistics.by_month': 'মাস অনুযায়ী, {from} থেকে {to}',
    'statistics.chart': 'প্ল্যাটফর্মের কার্যক্রমের চার্ট',
    'statistics.table': 'চার্টের সংখ্যাগুলো',
    'statistics.period': 'সময়কাল',
    'statistics.total': 'মোট',
    'statistics.loading': 'কার্যক্রম গণনা হচ্ছে…',
    'statistics.load_error': 'কার্যক্রম গণনা করা যায়নি।',
    'statistics.retry': 'আবার চেষ্টা করুন',
    'statistics.family.youth_registrations': 'নিবন্ধিত যুব',
    'statistics.family.jobs_published': 'প্রকাশিত চাকরি',
    'statistics.family.applications': 'চাকরির আবেদন',
    'statistics.family.course_enrolments': 'কোর্সে ভর্তি',
    'statistics.family.certificates': 'প্রদত্ত সনদ',
    'statistics.family.course_completions': 'কোর্স সম্পন্ন',
    'statistics.course.title': 'গত ১২ মাসে কোর্সের কার্যক্রম',
    'statistics.course.chart': 'আপনার প্রতিষ্ঠানের কোর্স কার্যক্রমের চার্ট',
    'statistics.course.table': 'আপনার প্রতিষ্ঠানের কোর্স কার্যক্রমের সংখ্যাগুলো',
    'statistics.course.load_error': 'কোর্সের কার্যক্রম গোনা যায়নি।',
  },
);
