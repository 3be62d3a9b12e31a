import { examSetProblems } from '@platform/validation';
import { describe, expect, it } from 'vitest';
import {
  answerFits,
  attemptTotals,
  chooseSet,
  draw,
  markAnswer,
  paperQuestion,
  seededRandom,
  type StoredQuestion,
  storedQuestion,
  type QuestionRow,
} from './rules';

const question = (over: Partial<StoredQuestion>): StoredQuestion => ({
  id: 1,
  question_type: 1,
  title: 'Q',
  title_en: null,
  options: [1, 2, 3, 4].map((value) => ({ value, text: `o${value}`, text_en: null })),
  answers: [2],
  blanks: [],
  marks: 4,
  assessment_area: 1,
  ...over,
});

describe('marks are computed here, per type (ADR 0070)', () => {
  it('MCQ and yes/no: all or nothing on the one chosen option', () => {
    const mcq = question({});
    expect(markAnswer(mcq, { options: [2] })).toBe(4);
    expect(markAnswer(mcq, { options: [1] })).toBe(0);
    expect(markAnswer(mcq, { options: [2, 1] })).toBe(0);
    expect(markAnswer(mcq, null)).toBe(0);
    const yesNo = question({ question_type: 4, answers: [1], marks: 1 });
    expect(markAnswer(yesNo, { options: [1] })).toBe(1);
    expect(markAnswer(yesNo, { options: [2] })).toBe(0);
  });

  it('MAQ: right chosen minus wrong chosen over the right options, never below 0', () => {
    const maq = question({ question_type: 2, answers: [1, 3], marks: 3 });
    expect(markAnswer(maq, { options: [1, 3] })).toBe(3);
    expect(markAnswer(maq, { options: [1] })).toBe(1.5);
    expect(markAnswer(maq, { options: [1, 2] })).toBe(0);
    expect(markAnswer(maq, { options: [1, 2, 3, 4] })).toBe(0);
    expect(markAnswer(maq, { options: [2, 4] })).toBe(0);
  });

  it('fill in the blank: a share per blank, any accepted answer, case, spaces and Bengali digits ignored', () => {
    const row = {
      id: 9,
      question_type: 3,
      title: 'CSS is [[Cascading|cascade]] Style [[Sheets]] of [[2|২]] kinds',
      title_en: null,
      answers: [],
      marks: 3,
      assessment_area: null,
    } as unknown as QuestionRow;
    const fib = storedQuestion(row);
    expect(fib.blanks).toEqual([['Cascading', 'cascade'], ['Sheets'], ['2', '২']]);
    expect(markAnswer(fib, { blanks: [' CASCADE ', 'sheets', '২'] })).toBe(3);
    expect(markAnswer(fib, { blanks: ['cascading', 'wrong'] })).toBe(1);
    expect(markAnswer(fib, { blanks: [] })).toBe(0);
    const paper = paperQuestion(fib, 1);
    expect(paper.title).toBe('CSS is ____ Style ____ of ____ kinds');
    expect(paper.blanks).toBe(3);
    expect(JSON.stringify(paper)).not.toContain('Cascading');
  });

  it('written kinds wait for a person (null), unless nothing was written', () => {
    const descriptive = question({ question_type: 5, answers: [] });
    expect(markAnswer(descriptive, { text: 'An answer' })).toBeNull();
    expect(markAnswer(descriptive, { text: '  ' })).toBe(0);
    expect(markAnswer(question({ question_type: 8, answers: [] }), null)).toBe(0);
  });

  it('a client-sent mark inside an answer changes nothing', () => {
    const forged = { options: [1], marks: 100, obtained_marks: 100 } as unknown as { options: number[] };
    expect(markAnswer(question({}), forged)).toBe(0);
  });

  it('checks answer shapes against the question', () => {
    const mcq = question({});
    expect(answerFits(mcq, { options: [1] })).toBe(true);
    expect(answerFits(mcq, { options: [1, 2] })).toBe(false);
    expect(answerFits(mcq, { options: [9] })).toBe(false);
    expect(answerFits(mcq, { text: 'x' })).toBe(false);
    expect(answerFits(question({ question_type: 5 }), { text: 'x' })).toBe(true);
    expect(answerFits(question({ question_type: 5 }), { options: [1] })).toBe(false);
    expect(answerFits(mcq, null)).toBe(true);
  });
});

describe('the seeded draw', () => {
  it('draws the same questions for the same seed and different ones for another', () => {
    const pool = Array.from({ length: 30 }, (_v, i) => i);
    const a = draw(pool, 5, seededRandom(42));
    expect(draw(pool, 5, seededRandom(42))).toEqual(a);
    expect(new Set(a).size).toBe(5);
    expect(draw(pool, 5, seededRandom(43))).not.toEqual(a);
  });

  it('gives a new candidate the set with the fewest attempts', () => {
    const sets = [
      { id: 1, attempts: 3 },
      { id: 2, attempts: 1 },
      { id: 3, attempts: 2 },
    ];
    expect(chooseSet(sets, seededRandom(1)).id).toBe(2);
  });
});

describe('totals', () => {
  it('sums the marks, reports each area, and waits while a written answer is unmarked', () => {
    const items = [
      { marks: 2, obtained: 2, area: 1 as const },
      { marks: 3, obtained: 1.5, area: 2 as const },
      { marks: 2, obtained: null, area: 3 as const },
    ];
    expect(attemptTotals(items, 4)).toMatchObject({ obtained: null, passed: null, marking: 'pending' });
    const done = attemptTotals([...items.slice(0, 2), { marks: 2, obtained: 1, area: 3 }], 4);
    expect(done).toMatchObject({ obtained: 4.5, passed: true, marking: 'complete' });
    expect(done.areas).toEqual([
      { assessment_area: 1, obtained_marks: 2, total_marks: 2 },
      { assessment_area: 2, obtained_marks: 1.5, total_marks: 3 },
      { assessment_area: 3, obtained_marks: 1, total_marks: 2 },
    ]);
  });
});

describe('spec §5 marks rules of an exam set', () => {
  const marks = [
    { id: 1, marks: 4 },
    { id: 2, marks: 3 },
    { id: 3, marks: 3 },
    { id: 4, marks: 5 },
  ];
  it('fixed: the marks must equal the total; a question past it would exceed total exam marks', () => {
    expect(
      examSetProblems({ selection_type: 1, number_of_questions: 3, question_ids: [1, 2, 3] }, marks, 10),
    ).toEqual([]);
    expect(
      examSetProblems({ selection_type: 1, number_of_questions: 2, question_ids: [1, 2] }, marks, 10),
    ).toEqual([{ path: 'question_ids', message: { id: 'validation.selected_marks_total' } }]);
    expect(
      examSetProblems({ selection_type: 1, number_of_questions: 3, question_ids: [1, 4, 2] }, marks, 10),
    ).toEqual([{ path: 'question_ids[2]', message: { id: 'validation.question_exceeds_total' } }]);
  });
  it('random from selected: each worth total ÷ N; random: enough eligible questions in the bank', () => {
    expect(
      examSetProblems({ selection_type: 3, number_of_questions: 2, question_ids: [2, 3] }, marks, 6),
    ).toEqual([]);
    expect(
      examSetProblems({ selection_type: 3, number_of_questions: 2, question_ids: [2, 1] }, marks, 6),
    ).toEqual([{ path: 'question_ids[1]', message: { id: 'validation.question_exceeds_total' } }]);
    expect(examSetProblems({ selection_type: 2, number_of_questions: 2 }, [], 6, 1)).toEqual([
      { path: 'bank_id', message: { id: 'validation.selected_marks_total' } },
    ]);
    expect(examSetProblems({ selection_type: 2, number_of_questions: 4 }, [], 6, 9)).toEqual([
      { path: 'number_of_questions', message: { id: 'validation.selected_marks_total' } },
    ]);
  });
});
