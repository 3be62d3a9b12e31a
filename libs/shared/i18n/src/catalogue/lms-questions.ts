import { defineArea } from './types';

/*
 * The question bank and quizzes of the lms portal (issue 15 item 7, ADR 0078): `lms_questions.*` — the menu, the bank
 * create / edit pages (the rest of the bank screens share `recruiter_assessments.*`), and the quiz content of a
 * lesson: its fields, rules, the gateway's refusals and the learner's preview.
 */
export default defineArea(
  {
    'lms_questions.menu': 'Question bank',
    'lms_questions.bank.load_error': 'This question bank could not be found',
    'lms_questions.bank_form.rules':
      'The name in Bengali is required; the English name and the subject are optional (at most 300 characters each).',
  },
  {
    'lms_questions.menu': 'প্রশ্ন ব্যাংক',
    'lms_questions.bank.load_error': 'এই প্রশ্ন ব্যাংকটি পাওয়া যায়নি',
    'lms_questions.bank_form.rules': 'বাংলায় নাম আবশ্যক; ইংরেজি নাম ও বিষয় ঐচ্ছিক (প্রতিটি সর্বোচ্চ ৩০০ অক্ষর)।',
  },
);
