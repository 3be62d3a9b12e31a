import { defineArea } from './types';

/*
 * The lms portal's home (issue 15): `lms_home.*` — the institute's courses counted by status. Its own small area, so
 * the home's first visit does not load the whole course catalogue area (`courses.*`).
 */
export default defineArea(
  {
    'lms_home.courses.title': 'Your courses',
    'lms_home.courses.total': 'All courses',
    'lms_home.courses.load_error': 'The course counts could not be loaded',
    'lms_home.courses.open': 'Open the course list',
    'lms_home.courses.open_draft': 'See the drafts',
    'lms_home.courses.open_published': 'See the published courses',
    'lms_home.courses.open_archived': 'See the archived courses',
    'lms_home.courses.open_inactive': 'See the inactive courses',
    'lms_home.courses.empty': 'No courses yet: create the first one from the course list',
    'lms_home.courses.draft': 'Drafts',
    'lms_home.courses.published': 'Published',
    'lms_home.courses.archived': 'Archived',
    'lms_home.courses.inactive': 'Inactive',
    'lms_home.courses.schedules_pending': 'Live schedules awaiting approval',
    'lms_home.courses.schedules_rejected': 'Live schedules rejected',
    'lms_home.courses.open_live': 'See the live courses',
    'lms_home.courses.open_live_rejected': 'See the live courses to change',
  },
  {
    'lms_home.courses.title': 'আপনার কোর্স',
    'lms_home.courses.total': 'সব কোর্স',
    'lms_home.courses.load_error': 'কোর্সের হিসাব লোড করা যায়নি',
    'lms_home.courses.open': 'কোর্সের তালিকা খুলুন',
    'lms_home.courses.open_draft': 'খসড়াগুলো দেখুন',
    'lms_home.courses.open_published': 'প্রকাশিত কোর্সগুলো দেখুন',
    'lms_home.courses.open_archived': 'আর্কাইভ করা কোর্সগুলো দেখুন',
    'lms_home.courses.open_inactive': 'নিষ্ক্রিয় কোর্সগুলো দেখুন',
    'lms_home.courses.empty': 'এখনও কোনো কোর্স নেই: কোর্সের তালিকা থেকে প্রথমটি তৈরি করুন',
    'lms_home.courses.draft': 'খসড়া',
    'lms_home.courses.published': 'প্রকাশিত',
    'lms_home.courses.archived': 'আর্কাইভ করা',
    'lms_home.courses.inactive': 'নিষ্ক্রিয়',
    'lms_home.courses.schedules_pending': 'অনুমোদনের অপেক্ষায় লাইভ সময়সূচি',
    'lms_home.courses.schedules_rejected': 'বাতিল হওয়া লাইভ সময়সূচি',
    'lms_home.courses.open_live': 'লাইভ কোর্সগুলো দেখুন',
    'lms_home.courses.open_live_rejected': 'যে লাইভ কোর্সগুলো বদলাতে হবে সেগুলো দেখুন',
  },
);
