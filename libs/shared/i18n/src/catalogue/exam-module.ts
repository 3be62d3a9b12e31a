import { defineArea } from './types';

/*
 * Module assessments (issue 16 item 3; ADR 0121): `exam_module.*` — the lms module dialog's exam rules, the module's
 * exam in the player and /exam-module-result/{id}. The runner's own words (start, time left, submit, the gateway's
 * messages) are the exam lessons' (`exam_lesson.*`).
 */
export default defineArea(
  {
    'exam_module.form.rules':
      'A module assessment is one timed exam over the module, taken at its end: each learner gets the number of questions you set, drawn from the questions or the question set you choose (questions the platform marks itself), within the minutes you set (5–300). The pass mark is a percentage of the marks. A learner who fails may retake it once; passing it counts towards the course’s completion.',
    'exam_module.tree':
      'Module exam: {count, plural, one {# question} other {# questions}}, {minutes} minutes, pass mark {percent}%',
    'exam_module.menu': 'Module assessment',
    'exam_module.heading': 'Module assessment: {title}',
    'exam_module.unavailable': 'This module has no exam yet.',
    'exam_module.result.title': 'Module assessment result',
    'exam_module.result.heading': 'Result: {title}',
    'exam_module.result.module_passed': 'The module assessment is passed. The course is {percent}% complete.',
    'exam_module.result.answers': 'Your answers',
    'exam_module.result.question_marks': 'Marks for this question: {obtained} of {marks}',
    'exam_module.result.no_answer': 'Not answered',
  },
  {
    'exam_module.form.rules':
      'মডিউল মূল্যায়ন হলো পুরো মডিউলের ওপর একটি সময়-নির্ধারিত পরীক্ষা, মডিউলের শেষে: প্রত্যেক শিক্ষার্থী আপনার বাছাই করা প্রশ্ন বা প্রশ্ন সেট থেকে (যে প্রশ্ন প্ল্যাটফর্ম নিজেই মূল্যায়ন করে) আপনার ঠিক করা সংখ্যক প্রশ্ন পাবেন, আপনার ঠিক করা মিনিটের (৫–৩০০) মধ্যে। পাস নম্বর মোট নম্বরের শতাংশ। অকৃতকার্য শিক্ষার্থী একবার আবার দিতে পারবেন; পাস করলে তা কোর্স সম্পন্নের হিসাবে গণ্য হয়।',
    'exam_module.tree': 'মডিউল পরীক্ষা: {count}টি প্রশ্ন, {minutes} মিনিট, পাস নম্বর {percent}%',
    'exam_module.menu': 'মডিউল মূল্যায়ন',
    'exam_module.heading': 'মডিউল মূল্যায়ন: {title}',
    'exam_module.unavailable': 'এই মডিউলে এখনও কোনো পরীক্ষা নেই।',
    'exam_module.result.title': 'মডিউল মূল্যায়নের ফলাফল',
    'exam_module.result.heading': 'ফলাফল: {title}',
    'exam_module.result.module_passed': 'মডিউল মূল্যায়নে পাস করেছেন। কোর্সের {percent}% সম্পন্ন।',
    'exam_module.result.answers': 'আপনার উত্তর',
    'exam_module.result.question_marks': 'এই প্রশ্নের নম্বর: {marks}-এর মধ্যে {obtained}',
    'exam_module.result.no_answer': 'উত্তর দেওয়া হয়নি',
  },
);
