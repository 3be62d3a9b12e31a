import type { Question, QuestionBank, QuestionSetDetail } from '@platform/contract';
import { asProvider } from '@platform/testing';

/* The records the question-bank screens' tests answer with. */

/** Signs in the institute's question author in the lms portal. */
export const asQuestionAuthor = () => asProvider(['view_any_question_bank', 'manage_question_bank']);

/** The institute's bank 3 "Web questions" with two questions and no sets unless `over` says otherwise. */
export const makeBank = (over: Partial<QuestionBank> = {}): QuestionBank => ({
  id: 3,
  owner: 'institute',
  organization_id: null,
  institute_id: 1,
  title: 'ওয়েব প্রশ্ন',
  title_en: 'Web questions',
  subject: null,
  is_aptitude: false,
  questions: 2,
  question_sets: 0,
  created_at: '2026-11-26T06:00:00.000Z',
  updated_at: '2026-11-26T06:00:00.000Z',
  ...over,
});

/** A question of bank 3: an MCQ worth 2 marks, its options empty. */
export const makeQuestion = (id: number, title_en: string, over: Partial<Question> = {}): Question =>
  ({
    id,
    bank_id: 3,
    question_type: 1,
    title: title_en,
    title_en,
    ...Object.fromEntries(
      [1, 2, 3, 4, 5, 6, 7].flatMap((n) => [
        [`option_${n}`, null],
        [`option_${n}_en`, null],
      ]),
    ),
    answers: [1],
    blanks: [],
    marks: 2,
    difficulty: null,
    subject: null,
    topic: null,
    tags: [],
    assessment_area: null,
    row_status: 1,
    in_use: false,
    created_at: '2026-11-26T06:00:00.000Z',
    updated_at: '2026-11-26T06:00:00.000Z',
    ...over,
  }) as Question;

/** Set 8 "Warm-up" of bank 3: exactly 2 questions, holding one (11, worth 3), so not active yet. */
export const QUESTION_SET: QuestionSetDetail = {
  id: 8,
  bank_id: 3,
  title: 'সেট',
  title_en: 'Warm-up',
  category: 1,
  set_type: 1,
  count_rule: 'exactly',
  count: 2,
  row_status: 0,
  questions: 1,
  created_at: '2026-11-26T06:00:00.000Z',
  updated_at: '2026-11-26T06:00:00.000Z',
  question_list: [makeQuestion(11, 'Which is a browser?', { marks: 3 })],
};
