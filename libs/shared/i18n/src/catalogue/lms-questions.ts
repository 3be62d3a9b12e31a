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
    'lms_questions.quiz.rules':
      'Fields marked * are required. A quiz takes questions from your institute’s question bank — the questions you pick, or a question set — and only active questions the platform marks itself (MCQ, MAQ, fill in the blank, yes/no). Each learner gets the number of questions you set (at most as many as there are) and passes at the pass mark, 1 to 100 % of their marks.',
    'lms_questions.quiz.source': 'Questions from',
    'lms_questions.quiz.source_questions': 'Questions I pick',
    'lms_questions.quiz.source_set': 'A question set',
    'lms_questions.quiz.questions': 'Questions',
    'lms_questions.quiz.questions_help': 'Search your institute’s questions by their text.',
    'lms_questions.quiz.set': 'Question set',
    'lms_questions.quiz.question_count': 'Questions per learner',
    'lms_questions.quiz.pass_percent': 'Pass mark (%)',
    'lms_questions.quiz.question_label': '{title} ({type})',
    'lms_questions.preview.summary':
      'Each learner gets {count, number} of these {total, number} questions and passes at {percent, number} % of their marks.',
    'lms_questions.preview.load_error': 'The quiz could not be loaded',
    'lms_questions.preview.note': 'Answers given here are not saved or marked.',
  },
  {
    'lms_questions.menu': 'প্রশ্ন ব্যাংক',
    'lms_questions.bank.load_error': 'এই প্রশ্ন ব্যাংকটি পাওয়া যায়নি',
    'lms_questions.bank_form.rules': 'বাংলায় নাম আবশ্যক; ইংরেজি নাম ও বিষয় ঐচ্ছিক (প্রতিটি সর্বোচ্চ ৩০০ অক্ষর)।',
    'lms_questions.quiz.rules':
      '* চিহ্নিত ঘরগুলো আবশ্যক। কুইজ আপনার ইনস্টিটিউটের প্রশ্ন ব্যাংক থেকে প্রশ্ন নেয় — আপনার বাছাই করা প্রশ্ন, অথবা একটি প্রশ্ন সেট — এবং শুধু সক্রিয় ও প্ল্যাটফর্ম নিজে নম্বর দিতে পারে এমন প্রশ্ন (এমসিকিউ, এমএকিউ, শূন্যস্থান পূরণ, হ্যাঁ/না)। প্রত্যেক শিক্ষার্থী আপনার ঠিক করা সংখ্যক প্রশ্ন পায় (যত প্রশ্ন আছে তার বেশি নয়) এবং পাস নম্বরে পাস করে, তার নম্বরের ১ থেকে ১০০ %।',
    'lms_questions.quiz.source': 'প্রশ্ন যেখান থেকে',
    'lms_questions.quiz.source_questions': 'আমার বাছাই করা প্রশ্ন',
    'lms_questions.quiz.source_set': 'একটি প্রশ্ন সেট',
    'lms_questions.quiz.questions': 'প্রশ্ন',
    'lms_questions.quiz.questions_help': 'আপনার ইনস্টিটিউটের প্রশ্ন লেখা দিয়ে খুঁজুন।',
    'lms_questions.quiz.set': 'প্রশ্ন সেট',
    'lms_questions.quiz.question_count': 'শিক্ষার্থীপ্রতি প্রশ্ন',
    'lms_questions.quiz.pass_percent': 'পাস নম্বর (%)',
    'lms_questions.quiz.question_label': '{title} ({type})',
    'lms_questions.preview.summary':
      'প্রত্যেক শিক্ষার্থী এই {total, number}টি প্রশ্নের {count, number}টি পায় এবং নম্বরের {percent, number} % পেলে পাস করে।',
    'lms_questions.preview.load_error': 'কুইজটি লোড করা যায়নি',
    'lms_questions.preview.note': 'এখানে দেওয়া উত্তর সংরক্ষণ বা মূল্যায়ন করা হয় না।',
  },
);
