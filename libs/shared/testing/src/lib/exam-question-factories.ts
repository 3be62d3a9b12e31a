import type { ExamQuestion } from '@platform/contract';

/*
 * Questions of an exam paper as the gateway hands them to the taker (no answers in them), one of each kind a runner
 * draws differently: one answer (radios), several answers (checkboxes) and a blank (a text field). The assessment
 * portal's runner, the lms quiz preview and the youth's lesson and module exams ask them.
 */

/** One answer (MCQ): which is a browser? Firefox (1) is right, Linux (2) is not. */
export function makeBrowserQuestion(over: Partial<ExamQuestion> = {}): ExamQuestion {
  return {
    position: 1,
    question_id: 501,
    question_type: 1,
    title: 'কোনটি ব্রাউজার?',
    title_en: 'Which is a browser?',
    options: [
      { value: 1, text: 'ফায়ারফক্স', text_en: 'Firefox' },
      { value: 2, text: 'লিনাক্স', text_en: 'Linux' },
    ],
    blanks: 0,
    ...over,
  };
}

/** Several answers (MAQ): which are databases? PostgreSQL (1) and MySQL (3) are, CSS (2) is not. */
export function makeDatabasesQuestion(over: Partial<ExamQuestion> = {}): ExamQuestion {
  return {
    position: 2,
    question_id: 502,
    question_type: 2,
    title: 'কোনগুলো ডেটাবেস?',
    title_en: 'Which are databases?',
    options: [
      { value: 1, text: 'পোস্টগ্রেস', text_en: 'PostgreSQL' },
      { value: 2, text: 'সিএসএস', text_en: 'CSS' },
      { value: 3, text: 'মাইএসকিউএল', text_en: 'MySQL' },
    ],
    blanks: 0,
    ...over,
  };
}

/** Fill in the blank: "HTML is a ____ language" (one blank; "markup" is right). */
export function makeBlankQuestion(over: Partial<ExamQuestion> = {}): ExamQuestion {
  return {
    position: 3,
    question_id: 503,
    question_type: 3,
    title: 'HTML একটি ____ ভাষা',
    title_en: 'HTML is a ____ language',
    options: [],
    blanks: 1,
    ...over,
  };
}
