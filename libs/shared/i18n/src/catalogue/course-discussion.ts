import { defineArea } from './types';

/**
 * The course player's discussion tab (issue 16 item 3; spec §2 /courses/{id}/layout/discussion; ADR 0109):
 * `course_discussion.*` — the player's tabs, the course's questions and answers, and the gateway's answers.
 */
export default defineArea(
  {
    'course_discussion.tabs': 'Parts of the course player',
    'course_discussion.tab.lessons': 'Lessons',
    'course_discussion.tab.discussion': 'Discussion',
    'course_discussion.title': 'Questions and answers',
    'course_discussion.intro':
      'Ask the trainers and the other learners of this course. Only people in this course see these questions.',
    'course_discussion.ask': 'Ask a question',
    'course_discussion.form.rules':
      'A title (up to 200 characters) and your question (up to 5,000 characters) are required. Formatting is not kept: write plain text.',
    'course_discussion.form.title': 'Title',
    'course_discussion.form.body': 'Your question',
    'course_discussion.form.submit': 'Post the question',
    'course_discussion.empty': 'No questions yet. Ask the first one.',
    'course_discussion.load_error': 'The questions could not be loaded.',
    'course_discussion.loading': 'Loading the questions',
    'course_discussion.message_type': 'questions',
    'course_discussion.pages': 'Pages of questions',
    'course_discussion.answers': '{count, plural, one {# answer} other {# answers}}',
    'course_discussion.no_answers': 'No answers yet.',
    'course_discussion.answer': 'Your answer',
    'course_discussion.answer_submit': 'Answer',
    'course_discussion.answer_saved': 'Your answer was added.',
    'course_discussion.staff_title': 'Learners’ questions',
    'course_discussion.staff_intro':
      'Questions the enrolled learners asked in the course player. Your answer is seen by the course’s learners only.',
    'course_discussion.staff_show': 'Show the questions',
    'course_discussion.staff_hide': 'Hide the questions',
    'course_discussion.staff_empty': 'No learner has asked a question yet.',
    'course_discussion.success.asked': 'Your question was posted.',
    'course_discussion.errors.not_enrolled':
      'Only learners enrolled in this course can read and ask its questions.',
  },
  {
    'course_discussion.tabs': 'কোর্স প্লেয়ারের অংশ',
    'course_discussion.tab.lessons': 'পাঠ',
    'course_discussion.tab.discussion': 'আলোচনা',
    'course_discussion.title': 'প্রশ্ন ও উত্তর',
    'course_discussion.intro':
      'এই কোর্সের প্রশিক্ষক ও অন্য শিক্ষার্থীদের প্রশ্ন করুন। শুধু এই কোর্সের মানুষেরা এই প্রশ্নগুলো দেখেন।',
    'course_discussion.ask': 'প্রশ্ন করুন',
    'course_discussion.form.rules':
      'শিরোনাম (২০০ অক্ষর পর্যন্ত) ও আপনার প্রশ্ন (৫,০০০ অক্ষর পর্যন্ত) আবশ্যক। ফরম্যাটিং রাখা হয় না: সাধারণ লেখা লিখুন।',
    'course_discussion.form.title': 'শিরোনাম',
    'course_discussion.form.body': 'আপনার প্রশ্ন',
    'course_discussion.form.submit': 'প্রশ্নটি পোস্ট করুন',
    'course_discussion.empty': 'এখনো কোনো প্রশ্ন নেই। প্রথম প্রশ্নটি করুন।',
    'course_discussion.load_error': 'প্রশ্নগুলো লোড করা যায়নি।',
    'course_discussion.loading': 'প্রশ্নগুলো লোড হচ্ছে',
    'course_discussion.message_type': 'প্রশ্ন',
    'course_discussion.pages': 'প্রশ্নের পাতা',
    'course_discussion.answers': '{count, plural, other {#টি উত্তর}}',
    'course_discussion.no_answers': 'এখনো কোনো উত্তর নেই।',
    'course_discussion.answer': 'আপনার উত্তর',
    'course_discussion.answer_submit': 'উত্তর দিন',
    'course_discussion.answer_saved': 'আপনার উত্তর যোগ হয়েছে।',
    'course_discussion.staff_title': 'শিক্ষার্থীদের প্রশ্ন',
    'course_discussion.staff_intro':
      'কোর্স প্লেয়ারে ভর্তি শিক্ষার্থীরা যে প্রশ্ন করেছেন। আপনার উত্তর শুধু এই কোর্সের শিক্ষার্থীরা দেখেন।',
    'course_discussion.staff_show': 'প্রশ্নগুলো দেখুন',
    'course_discussion.staff_hide': 'প্রশ্নগুলো লুকান',
    'course_discussion.staff_empty': 'এখনো কোনো শিক্ষার্থী প্রশ্ন করেননি।',
    'course_discussion.success.asked': 'আপনার প্রশ্ন পোস্ট হয়েছে।',
    'course_discussion.errors.not_enrolled': 'শুধু এই কোর্সে ভর্তি শিক্ষার্থীরা এর প্রশ্ন পড়তে ও করতে পারেন।',
  },
);
