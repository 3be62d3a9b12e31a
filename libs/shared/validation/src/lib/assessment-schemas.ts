import { array, boolean, mixed, number, object, string, type ObjectSchema } from 'yup';
import {
  type AnswerSave,
  type AptitudeTestConfigBody,
  ASSESSMENT_AREA,
  type AssessmentArea,
  type AssessmentBody,
  type AssessmentInviteBody,
  EXAM_LIMITS as L,
  type ExtraTimeBody,
  type MarkAnswersBody,
  OPTION_TYPES,
  QUESTION_COUNT_RULE,
  QUESTION_DIFFICULTY,
  QUESTION_SET_TYPE,
  QUESTION_TYPE,
  type QuestionBankBody,
  type QuestionCountRule,
  type QuestionSetBody,
  type QuestionType,
  SELECTION_TYPE,
  type SaveAnswersBody,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { applicationStatusFilter } from './job-schemas';
import { normalizeDigits, normalizeText } from './normalize';
import {
  arrayMaxMessage,
  arrayMinMessage,
  blankToNull,
  integer,
  maxMessage,
  minMessage,
  nullableText,
  REQUIRED,
  requiredText,
  text,
  marksFields,
} from './rules';

/*
 * Schemas of the question engine and the exam runner (ADR 0070): question banks, questions (and the rows of a bulk
 * upload), question sets, job assessments with their exam sets, invitations, marking, the aptitude test's
 * configuration and the runner's answers. The spec §5 exam rules: total marks not less than pass marks, 2–5 exam sets,
 * "exactly / at least / at most N" questions; the marks rules that need the questions' marks are `examSetProblems`
 * (the form runs it over the questions it shows, the gateway over the stored ones).
 */

const ref = () => integer().positive(msg(V.oneOf));
const requiredRef = () => ref().required(REQUIRED);
const optionalRef = () => ref().transform(blankToNull).nullable();
function numericChoice<T extends number>(values: readonly T[]) {
  return integer().oneOf([...values], msg(V.oneOf)) as unknown as ReturnType<typeof number<T>>;
}
const optionalChoice = <T extends number>(values: readonly T[]) =>
  numericChoice(values).transform(blankToNull).nullable();
/** "1, 3" (a spreadsheet cell) or [1, 3] (a form) → [1, 3]. */
const splitList = (value: unknown, original: unknown) => {
  if (typeof original === 'number') return [original];
  if (typeof original !== 'string') return value;
  const parts = normalizeDigits(original)
    .split(/[,;\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.map((p) => (/^\d+$/.test(p) ? Number(p) : p));
};
const splitTags = (value: unknown, original: unknown) =>
  typeof original === 'string'
    ? original
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
    : value;

// ---------------------------------------------------------------------------------------------------------------
// Fill in the blank: [[answer|another accepted answer]] in the title
// ---------------------------------------------------------------------------------------------------------------

const BLANK = /\[\[([^[\]]*)\]\]/g;
/** What an examinee sees in place of a blank. */
export const BLANK_MARK = '____';

/** The accepted answers of each blank of a fill-in-the-blank title, and the title as the examinee sees it. */
export function blanksOf(title: string): { display: string; blanks: string[][] } {
  const blanks: string[][] = [];
  const display = title.replace(BLANK, (_m, inner: string) => {
    blanks.push(
      inner
        .split('|')
        .map((a) => a.trim())
        .filter(Boolean),
    );
    return BLANK_MARK;
  });
  return { display, blanks };
}

/** A blank's text as it is compared: NFC, trimmed, spaces collapsed, Bengali digits as ASCII, case ignored. */
export function blankKey(value: string): string {
  return normalizeDigits(normalizeText(value)).replace(/\s+/g, ' ').toLocaleLowerCase();
}

// ---------------------------------------------------------------------------------------------------------------
// Question banks and questions
// ---------------------------------------------------------------------------------------------------------------

export const questionBankSchema = object({
  title: requiredText(L.name),
  title_en: nullableText(L.name),
  subject: nullableText(L.name),
}) as unknown as ObjectSchema<QuestionBankBody>;

const OPTION_KEYS = [1, 2, 3, 4, 5, 6, 7] as const;
const optionFields = Object.fromEntries(
  OPTION_KEYS.flatMap((n) => [
    [`option_${n}`, nullableText(L.option)],
    [`option_${n}_en`, nullableText(L.option)],
  ]),
);

/** The fields of a question without its bank (a bulk upload row names no bank). */
const questionFields = {
  question_type: numericChoice(Object.values(QUESTION_TYPE)).required(REQUIRED),
  title: requiredText(L.title),
  title_en: nullableText(L.title),
  ...optionFields,
  answers: array(integer().min(1, minMessage).max(L.options, maxMessage).required(REQUIRED))
    .transform(splitList)
    .max(L.options, arrayMaxMessage)
    .nullable(),
  marks: integer().min(1, minMessage).max(L.questionMarksMax, maxMessage).required(REQUIRED),
  difficulty: optionalChoice(Object.values(QUESTION_DIFFICULTY)),
  subject: nullableText(L.name),
  topic: nullableText(L.name),
  tags: array(text(L.tag).required(REQUIRED)).transform(splitTags).max(L.tags, arrayMaxMessage).nullable(),
  assessment_area: optionalChoice(Object.values(ASSESSMENT_AREA)),
  row_status: numericChoice([0, 1] as const).default(1),
};

interface QuestionShape {
  question_type?: QuestionType;
  title?: string;
  answers?: number[] | null;
  [key: string]: unknown;
}

/**
 * The rules across a question's fields: option types need two options and answers among the filled ones (MCQ and
 * yes/no exactly one, MAQ at least one); yes/no answers 1 (yes) or 2 (no); fill in the blank needs a [[…]] blank with
 * an answer in the title.
 */
function questionRules(value: QuestionShape, path: string) {
  const at = (field: string) => (path ? `${path}.${field}` : field);
  const errors: { path: string; message: ReturnType<typeof msg> }[] = [];
  const type = value.question_type;
  const answers = value.answers ?? [];
  if (type === QUESTION_TYPE.FILL_IN_THE_BLANK) {
    const { blanks } = blanksOf(value.title ?? '');
    if (blanks.length === 0 || blanks.some((b) => b.length === 0))
      errors.push({ path: at('title'), message: msg(V.format) });
  } else if (type === QUESTION_TYPE.YES_NO) {
    if (answers.length !== 1 || !answers.every((a) => a === 1 || a === 2))
      errors.push({ path: at('answers'), message: msg(V.oneOf) });
  } else if (type !== undefined && OPTION_TYPES.includes(type)) {
    const filled = OPTION_KEYS.filter((n) => {
      const v = value[`option_${n}`];
      return typeof v === 'string' && v.trim() !== '';
    });
    if (filled.length < 2) {
      for (const n of [1, 2] as const)
        if (!filled.includes(n)) errors.push({ path: at(`option_${n}`), message: REQUIRED });
    }
    const many = type === QUESTION_TYPE.MAQ;
    if (answers.length === 0) errors.push({ path: at('answers'), message: msg(V.arrayMin, { min: 1 }) });
    else if (!many && answers.length > 1)
      errors.push({ path: at('answers'), message: msg(V.arrayMax, { max: 1 }) });
    else if (
      answers.some((a) => !(filled as readonly number[]).includes(a)) ||
      new Set(answers).size !== answers.length
    )
      errors.push({ path: at('answers'), message: msg(V.oneOf) });
  }
  return errors;
}

function withQuestionRules<S extends ObjectSchema<QuestionShape>>(schema: S): S {
  return schema.test({
    name: 'question_rules',
    test(value, ctx) {
      if (!value) return true;
      const errors = questionRules(value, ctx.path ?? '');
      if (errors.length === 0) return true;
      return ctx.createError({ path: errors[0]?.path, message: errors[0]?.message });
    },
  }) as S;
}

/** A question of a bulk upload row (the bank comes from the path). */
export const questionRowSchema = withQuestionRules(
  object(questionFields) as unknown as ObjectSchema<QuestionShape>,
);

export const questionSchema = withQuestionRules(
  object({ bank_id: requiredRef(), ...questionFields }) as unknown as ObjectSchema<QuestionShape>,
);

export const questionBulkUploadSchema = object({
  rows: array(mixed().required(REQUIRED))
    .min(1, arrayMinMessage({ min: 1 }))
    .max(L.bulkRows, arrayMaxMessage)
    .required(REQUIRED),
});

// ---------------------------------------------------------------------------------------------------------------
// Question sets
// ---------------------------------------------------------------------------------------------------------------

export const questionSetSchema = object({
  bank_id: requiredRef(),
  title: requiredText(L.name),
  title_en: nullableText(L.name),
  category: numericChoice(Object.values(ASSESSMENT_AREA)).required(REQUIRED),
  set_type: numericChoice(Object.values(QUESTION_SET_TYPE)).required(REQUIRED),
  count_rule: string<QuestionCountRule>()
    .oneOf(Object.values(QUESTION_COUNT_RULE), msg(V.oneOf))
    .required(REQUIRED),
  count: integer().min(1, minMessage).max(L.questionsPerSetMax, maxMessage).required(REQUIRED),
}) as unknown as ObjectSchema<QuestionSetBody>;

export const questionSetQuestionSchema = object({ question_id: requiredRef() });
export const questionSetStatusSchema = object({
  row_status: numericChoice([0, 1] as const).required(REQUIRED),
});

/** Whether `count` questions satisfy a question set's rule (spec §5 "exactly, at least or at most N"). */
export function questionCountHolds(rule: QuestionCountRule, n: number, count: number): boolean {
  if (rule === 'exactly') return count === n;
  return rule === 'at_least' ? count >= n : count <= n;
}

export const questionCountMessage = (rule: QuestionCountRule, count: number) =>
  msg(V.questionCount, { rule, count });

// ---------------------------------------------------------------------------------------------------------------
// Job assessments
// ---------------------------------------------------------------------------------------------------------------

const examSetsMessage = msg(V.examSets, { min: L.setsMin, max: L.setsMax });

const assessmentSetSchema = object({
  title: requiredText(L.name),
  title_en: nullableText(L.name),
  number_of_questions: integer().min(1, minMessage).max(L.questionsPerSetMax, maxMessage).required(REQUIRED),
  selection_type: numericChoice(Object.values(SELECTION_TYPE)).required(REQUIRED),
  bank_id: optionalRef().when('selection_type', {
    is: SELECTION_TYPE.RANDOM,
    then: (s) => s.required(REQUIRED),
  }),
  question_ids: array(requiredRef())
    .max(L.questionsPerSetMax, arrayMaxMessage)
    .default([])
    .test({
      name: 'unique',
      message: msg(V.alreadyExists),
      test: (ids) => !ids || new Set(ids).size === ids.length,
    })
    .test({
      name: 'question_count',
      test(ids, ctx) {
        const set = ctx.parent as { selection_type?: number; number_of_questions?: number };
        const n = set.number_of_questions;
        const count = ids?.length ?? 0;
        if (typeof n !== 'number') return true;
        if (set.selection_type === SELECTION_TYPE.FIXED && count !== n)
          return ctx.createError({ message: questionCountMessage('exactly', n) });
        if (set.selection_type === SELECTION_TYPE.RANDOM_FROM_SELECTED && count < n)
          return ctx.createError({ message: questionCountMessage('at_least', n) });
        return true;
      },
    }),
});

export const assessmentSchema = object({
  job_id: requiredRef(),
  title: requiredText(L.name),
  title_en: nullableText(L.name),
  purpose: nullableText(L.text),
  purpose_en: nullableText(L.text),
  duration_minutes: integer().min(1, minMessage).max(L.durationMinutesMax, maxMessage).required(REQUIRED),
  ...marksFields(L.totalMarksMax),
  // whole Taka an invited youth pays before starting (0 or absent: free); the gateway charges exactly this
  fee: integer().min(0, minMessage).max(L.feeMax, maxMessage).optional(),
  sets: array(assessmentSetSchema.required(REQUIRED))
    .min(L.setsMin, examSetsMessage)
    .max(L.setsMax, examSetsMessage)
    .required(examSetsMessage),
}) as unknown as ObjectSchema<AssessmentBody>;

/** What the marks rules need of a question. */
export interface MarkedQuestion {
  id: number;
  marks: number;
}

/**
 * The §5 marks rules of one exam set, given its questions' marks (the form's picked questions, or the gateway's stored
 * ones), the total, and for a random set how many questions of its bank are eligible. Field paths are relative to the
 * set (`question_ids[3]`, `question_ids`, `bank_id`).
 *   - fixed: the marks must equal the total; a question that pushes the sum past it "would exceed total exam marks";
 *   - random from selected: every question worth total ÷ N (more: would exceed; less or a fraction: must equal);
 *   - random: total ÷ N whole, and at least N eligible questions in the bank.
 */
export function examSetProblems(
  set: { selection_type: number; number_of_questions: number; question_ids?: readonly number[] },
  questions: readonly MarkedQuestion[],
  total: number,
  eligibleInBank = 0,
): { path: string; message: ReturnType<typeof msg> }[] {
  const ids = set.question_ids ?? [];
  const byId = new Map(questions.map((q) => [q.id, q.marks]));
  const n = set.number_of_questions;
  const each = total / n;
  const exceeds = msg(V.questionExceedsTotal);
  const mustEqual = msg(V.selectedMarksTotal);
  if (set.selection_type === SELECTION_TYPE.FIXED) {
    let sum = 0;
    for (const [i, id] of ids.entries()) {
      sum += byId.get(id) ?? 0;
      if (sum > total) return [{ path: `question_ids[${i}]`, message: exceeds }];
    }
    return sum === total ? [] : [{ path: 'question_ids', message: mustEqual }];
  }
  if (!Number.isInteger(each)) return [{ path: 'number_of_questions', message: mustEqual }];
  if (set.selection_type === SELECTION_TYPE.RANDOM_FROM_SELECTED) {
    for (const [i, id] of ids.entries()) {
      const marks = byId.get(id) ?? 0;
      if (marks > each) return [{ path: `question_ids[${i}]`, message: exceeds }];
      if (marks !== each) return [{ path: `question_ids[${i}]`, message: mustEqual }];
    }
    return [];
  }
  return eligibleInBank >= n ? [] : [{ path: 'bank_id', message: mustEqual }];
}

export const assessmentInviteSchema = object({
  application_ids: array(requiredRef())
    .min(1, arrayMinMessage({ min: 1 }))
    .max(100, arrayMaxMessage)
    .required(arrayMinMessage({ min: 1 })),
}) as ObjectSchema<AssessmentInviteBody>;

export const extraTimeSchema = object({
  extra_minutes: integer().min(0, minMessage).max(L.extraMinutesMax, maxMessage).required(REQUIRED),
}) as ObjectSchema<ExtraTimeBody>;

export const markAnswersSchema = object({
  marks: array(
    object({
      question_id: requiredRef(),
      marks: number()
        .typeError(msg(V.number))
        .min(0, minMessage)
        .max(L.questionMarksMax, maxMessage)
        .test({
          name: 'halves',
          message: msg(V.format),
          test: (v) => v === undefined || Number.isInteger(v * 2),
        })
        .required(REQUIRED),
    }),
  )
    .min(1, arrayMinMessage({ min: 1 }))
    .max(L.questionsPerSetMax, arrayMaxMessage)
    .required(REQUIRED),
}) as unknown as ObjectSchema<MarkAnswersBody>;

// ---------------------------------------------------------------------------------------------------------------
// The aptitude test
// ---------------------------------------------------------------------------------------------------------------

export const aptitudeTestConfigSchema = object({
  duration_minutes: integer().min(1, minMessage).max(L.durationMinutesMax, maxMessage).required(REQUIRED),
  pass_percentage: integer().min(0, minMessage).max(100, maxMessage).required(REQUIRED),
  areas: array(
    object({
      assessment_area: numericChoice(Object.values(ASSESSMENT_AREA)).required(REQUIRED),
      question_count: integer().min(0, minMessage).max(L.aptitudeAreaMax, maxMessage).required(REQUIRED),
    }),
  )
    .max(Object.values(ASSESSMENT_AREA).length, arrayMaxMessage)
    .test({
      name: 'at_least_one',
      message: msg(V.atLeastOne, { field: 'question' }),
      test: (areas) => (areas ?? []).some((a) => (a.question_count ?? 0) > 0),
    })
    .test({
      name: 'unique',
      message: msg(V.alreadyExists),
      test: (areas) => new Set((areas ?? []).map((a) => a.assessment_area)).size === (areas ?? []).length,
    })
    .required(REQUIRED),
}) as unknown as ObjectSchema<AptitudeTestConfigBody>;

// ---------------------------------------------------------------------------------------------------------------
// The runner's answers
// ---------------------------------------------------------------------------------------------------------------

const answerValueSchema = object({
  options: array(integer().min(1, minMessage).max(L.options, maxMessage).required(REQUIRED))
    .max(L.options, arrayMaxMessage)
    .nullable(),
  blanks: array(text(L.blankText).defined()).max(20, arrayMaxMessage).nullable(),
  text: text(L.answerText).nullable(),
})
  .nullable()
  .default(null);

const answerSaveSchema = object({
  question_id: requiredRef(),
  answer: answerValueSchema,
  seq: integer().min(1, minMessage).max(Number.MAX_SAFE_INTEGER, maxMessage).required(REQUIRED),
});

export const saveAnswersSchema = object({
  answers: array(answerSaveSchema.required(REQUIRED))
    .min(1, arrayMinMessage({ min: 1 }))
    .max(L.saveBatch, arrayMaxMessage)
    .required(REQUIRED),
}) as unknown as ObjectSchema<SaveAnswersBody>;

export const endAssessmentSchema = object({
  answers: array(answerSaveSchema.required(REQUIRED)).max(L.saveBatch, arrayMaxMessage).default([]),
}) as unknown as ObjectSchema<{ answers: AnswerSave[] }>;

// ---------------------------------------------------------------------------------------------------------------
// List queries
// ---------------------------------------------------------------------------------------------------------------

const rowStatusFilter = () => optionalChoice([0, 1] as const);

export const questionBankListQuerySchema = object({ search: text(200) });
export const questionListQuerySchema = object({
  bank_id: optionalRef(),
  search: text(200),
  question_type: optionalChoice(Object.values(QUESTION_TYPE)),
  difficulty: optionalChoice(Object.values(QUESTION_DIFFICULTY)),
  assessment_area: optionalChoice(Object.values(ASSESSMENT_AREA) as AssessmentArea[]),
  question_set_id: optionalRef(),
  row_status: rowStatusFilter(),
});
export const questionSetListQuerySchema = object({ bank_id: optionalRef(), search: text(200) });
export const jobAssessmentListQuerySchema = object({ search: text(200), job_id: optionalRef() });
export const assessmentCandidateQuerySchema = object({
  status: applicationStatusFilter(),
  submitted: boolean()
    .transform((value: unknown, original: unknown) =>
      original === 'true' ? true : original === 'false' || original === '' ? false : value,
    )
    .typeError(msg(V.format)),
});
