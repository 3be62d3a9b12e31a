import { defineArea } from './types';

/*
 * The content library of the lms portal (issue 15 item 3, `/existing-content`; ADR 0091): `course_library.*` — copying
 * a library content into a lesson. The library's own list and form are the resource engine's
 * (`resources.course_library_contents.*`).
 */
export default defineArea(
  {
    'course_library.from_library': 'From the content library…',
    'course_library.import_to': 'Add a library content to “{name}”',
    'course_library.rules':
      'Choose one of your institute’s library contents by its name or keywords: a copy goes to the end of the lesson, and later changes in the library do not change it.',
    'course_library.open_library': 'Open the content library',
    'course_library.content': 'Library content',
    'course_library.submit': 'Add to the lesson',
    'course_library.imported': 'The library content was added to the lesson.',
    'course_library.errors.incomplete':
      'This library content lacks what its type needs (an https address, a text or a document): complete it in the library first.',
  },
  {
    'course_library.from_library': 'কনটেন্ট লাইব্রেরি থেকে…',
    'course_library.import_to': '“{name}”-এ লাইব্রেরির একটি কনটেন্ট যোগ করুন',
    'course_library.rules':
      'নাম বা মূল শব্দ দিয়ে আপনার প্রতিষ্ঠানের লাইব্রেরির একটি কনটেন্ট বেছে নিন: এর একটি কপি পাঠের শেষে যাবে, পরে লাইব্রেরিতে পরিবর্তন করলে এটি বদলাবে না।',
    'course_library.open_library': 'কনটেন্ট লাইব্রেরি খুলুন',
    'course_library.content': 'লাইব্রেরির কনটেন্ট',
    'course_library.submit': 'পাঠে যোগ করুন',
    'course_library.imported': 'লাইব্রেরির কনটেন্টটি পাঠে যোগ করা হয়েছে।',
    'course_library.errors.incomplete':
      'এই লাইব্রেরি কনটেন্টে এর ধরনের জন্য যা দরকার (একটি https ঠিকানা, লেখা বা ডকুমেন্ট) তা নেই: আগে লাইব্রেরিতে এটি সম্পূর্ণ করুন।',
  },
);
