import {
  type AnswerValue,
  AUTO_MARKED_TYPES,
  type AssessmentArea,
  type AreaResult,
  type ExamOption,
  type ExamQuestion,
  OPTION_TYPES,
  QUESTION_TYPE,
  type QuestionType,
} from '@platform/contract';
import { BLANK_MARK, blankKey, blanksOf } from '@platform/validation';
import { HttpError } from '../../platform/errors';

/*
 * The rules of the question engine and the exam runner as plain functions (ADR 0070): marking per question type, the
 * seeded draw, the paper an examinee may see (no answers, no marks), the answer shapes, the attempt's deadline.
 */

export const ASSESSMENT_ERRORS = {
  locked: 'assessments.errors.locked',
  examEnded: 'assessments.errors.exam_ended',
  alreadyParticipated: 'assessments.errors.already_participated',
  notSubmitted: 'assessments.errors.not_submitted',
  notInvited: 'assessments.errors.not_invited',
  notConfigured: 'assessments.errors.not_configured',
  jobHasAssessment: 'assessments.errors.job_has_assessment',
  inUse: 'errors.in_use',
} as const;

export const conflict = (message: string) => new HttpError(409, message);

/** A question as an attempt keeps it (copied at the start): everything needed to show it and to mark it. */
export interface StoredQuestion {
  id: number;
  question_type: QuestionType;
  title: string;
  title_en: string | null;
  options: ExamOption[];
  answers: number[];
  blanks: string[][];
  marks: number;
  assessment_area: AssessmentArea | null;
}

/** The columns of a question row the engine reads. */
export interface QuestionRow {
  id: number;
  question_type: QuestionType;
  title: string;
  title_en: string | null;
  answers: number[];
  marks: number;
  assessment_area: AssessmentArea | null;
  [option: `option_${number}` | `option_${number}_en`]: string | null;
}

/** The options of a question: its filled option_N (with English), or yes/no's fixed 1 yes, 2 no. */
export function optionsOf(row: QuestionRow): ExamOption[] {
  if (row.question_type === QUESTION_TYPE.YES_NO)
    return [
      { value: 1, text: null, text_en: null },
      { value: 2, text: null, text_en: null },
    ];
  if (!OPTION_TYPES.includes(row.question_type)) return [];
  const out: ExamOption[] = [];
  for (let n = 1; n <= 7; n += 1) {
    const text = row[`option_${n}`] ?? null;
    const en = row[`option_${n}_en`] ?? null;
    if (text?.trim() || en?.trim()) out.push({ value: n, text, text_en: en });
  }
  return out;
}

/** The copy an attempt keeps of a question. */
export function storedQuestion(row: QuestionRow): StoredQuestion {
  const fib = row.question_type === QUESTION_TYPE.FILL_IN_THE_BLANK;
  return {
    id: Number(row.id),
    question_type: row.question_type,
    title: row.title,
    title_en: row.title_en,
    options: optionsOf(row),
    answers: fib ? [] : [...(row.answers ?? [])].map(Number),
    blanks: fib ? blanksOf(row.title).blanks : [],
    marks: Number(row.marks),
    assessment_area: row.assessment_area,
  };
}

/** What the examinee sees of a question: no answers, no marks; blanks shown as "____". */
export function paperQuestion(q: StoredQuestion, position: number): ExamQuestion {
  const fib = q.question_type === QUESTION_TYPE.FILL_IN_THE_BLANK;
  return {
    position,
    question_id: q.id,
    question_type: q.question_type,
    title: fib ? blanksOf(q.title).display : q.title,
    title_en: fib && q.title_en ? blanksOf(q.title_en).display : q.title_en,
    options: q.options,
    blanks: fib ? q.blanks.length : 0,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The marks an answer earns (ADR 0070), computed only here:
 *   - MCQ, yes/no: all when the one chosen option is right, else 0;
 *   - MAQ: marks × max(0, right chosen − wrong chosen) ÷ right options;
 *   - fill in the blank: an equal share per blank whose text matches an accepted answer (normalised, case ignored);
 *   - descriptive, practical, field work, presentation: null (a person marks it) — 0 when nothing was written.
 */
export function markAnswer(q: StoredQuestion, answer: AnswerValue | null | undefined): number | null {
  const type = q.question_type;
  if (!AUTO_MARKED_TYPES.includes(type)) return answer?.text?.trim() ? null : 0;
  if (!answer) return 0;
  if (type === QUESTION_TYPE.FILL_IN_THE_BLANK) {
    if (q.blanks.length === 0) return 0;
    const given = answer.blanks ?? [];
    const right = q.blanks.filter((accepted, i) => {
      const text = given[i];
      return typeof text === 'string' && accepted.some((a) => blankKey(a) === blankKey(text));
    }).length;
    return round2((q.marks * right) / q.blanks.length);
  }
  const chosen = [...new Set(answer.options ?? [])];
  if (type === QUESTION_TYPE.MAQ) {
    if (q.answers.length === 0) return 0;
    const right = chosen.filter((o) => q.answers.includes(o)).length;
    const wrong = chosen.length - right;
    return round2((q.marks * Math.max(0, right - wrong)) / q.answers.length);
  }
  return chosen.length === 1 && q.answers.includes(chosen[0] as number) ? q.marks : 0;
}

/**
 * Whether an answer fits its question: options among the question's for option types (one for MCQ and yes/no),
 * one text per blank for fill in the blank, a text for the written kinds. A null answer (cleared) always fits.
 */
export function answerFits(
  q: Pick<StoredQuestion, 'question_type' | 'options' | 'blanks'>,
  a: AnswerValue | null,
): boolean {
  if (a === null) return true;
  const type = q.question_type;
  if (OPTION_TYPES.includes(type)) {
    const options = a.options ?? [];
    if (a.blanks?.length || a.text) return false;
    if (type !== QUESTION_TYPE.MAQ && options.length > 1) return false;
    return options.every((o) => q.options.some((opt) => opt.value === o));
  }
  if (type === QUESTION_TYPE.FILL_IN_THE_BLANK) {
    if (a.options?.length || a.text) return false;
    return (a.blanks ?? []).length <= q.blanks.length;
  }
  return !a.options?.length && !a.blanks?.length;
}

/** Whether an answer says anything (a cleared or empty answer counts as not answered). */
export function isAnswered(a: AnswerValue | null | undefined): boolean {
  if (!a) return false;
  return Boolean(
    a.options?.length || a.blanks?.some((b) => b.trim()) || (typeof a.text === 'string' && a.text.trim()),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The seeded draw
// ---------------------------------------------------------------------------------------------------------------

/** A 31-bit seed for a new attempt. */
export const newSeed = () => Math.floor(Math.random() * 0x7fffffff);

/** mulberry32: a small deterministic generator, so a recorded seed reproduces its draw. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` items of `pool` drawn with the seed (a seeded Fisher–Yates shuffle, then the first n). */
export function draw<T>(pool: readonly T[], n: number, random: () => number): T[] {
  const out = [...pool];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out.slice(0, n);
}

/** The set a new candidate gets: the one with the fewest attempts, ties broken by the seed. */
export function chooseSet<T extends { id: number; attempts: number }>(
  sets: readonly T[],
  random: () => number,
): T {
  const fewest = Math.min(...sets.map((s) => s.attempts));
  const candidates = sets.filter((s) => s.attempts === fewest);
  return candidates[Math.floor(random() * candidates.length)] as T;
}

// ---------------------------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------------------------

/** The totals of a closed attempt from its per-question marks (null = waits for a person). */
export function attemptTotals(
  items: readonly { marks: number; obtained: number | null; area: AssessmentArea | null }[],
  passMarks: number,
): { obtained: number | null; passed: boolean | null; marking: 'pending' | 'complete'; areas: AreaResult[] } {
  const pending = items.some((i) => i.obtained === null);
  const obtained = pending ? null : round2(items.reduce((sum, i) => sum + (i.obtained ?? 0), 0));
  const areas = new Map<AssessmentArea, AreaResult>();
  for (const item of items) {
    if (item.area === null) continue;
    const area = areas.get(item.area) ?? { assessment_area: item.area, obtained_marks: 0, total_marks: 0 };
    area.total_marks = round2(area.total_marks + item.marks);
    area.obtained_marks = round2(area.obtained_marks + (item.obtained ?? 0));
    areas.set(item.area, area);
  }
  return {
    obtained,
    passed: obtained === null ? null : obtained >= passMarks,
    marking: pending ? 'pending' : 'complete',
    areas: [...areas.values()].sort((a, b) => a.assessment_area - b.assessment_area),
  };
}

/** The pass marks of an aptitude attempt: the percentage of the total drawn, rounded up to two decimals. */
export const aptitudePassMarks = (total: number, percentage: number) => Math.ceil(total * percentage) / 100;

export { BLANK_MARK };
