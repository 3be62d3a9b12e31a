import { boolean, type ObjectSchema, object, string } from 'yup';
import {
  ASSIGNMENT_LIMITS as L,
  type AssignmentBody,
  type AssignmentMarksBody,
  type AssignmentSubmissionBody,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import {
  blankToNull,
  dateString,
  integer,
  maxMessage,
  minMessage,
  nullableText,
  REQUIRED,
  marksFields,
} from './rules';

/*
 * Schemas of course assignments (ADR 0089): the provider's settings, the youth's answer and the marker's marks. The
 * forms and the gateway use the same ones; the gateway also sanitises the instructions, checks the file (the caller's
 * own upload of an allowed type), the due date, and marks against the assignment's total.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An assignment's instructions, marks, due date and file rule. */
export const assignmentSchema = object({
  instructions: string()
    .transform(blankToNull)
    .nullable()
    .max(L.instructions, msg(V.maxLength, { max: L.instructions }))
    .test({ name: 'required', message: REQUIRED, test: (v) => !!v && v.trim() !== '' }),
  ...marksFields(L.totalMarks),
  due_date: dateString().transform(blankToNull).nullable(),
  file_required: boolean().typeError(msg(V.oneOf)).default(false),
}) as unknown as ObjectSchema<AssignmentBody>;

/** A youth's answer: text and/or a file id (which of them is needed is the gateway's check against the assignment). */
export const assignmentSubmissionSchema = object({
  answer_text: nullableText(L.answer),
  file_id: string()
    .transform(blankToNull)
    .nullable()
    .matches(UUID, { message: msg(V.format), excludeEmptyString: true }),
}) as unknown as ObjectSchema<AssignmentSubmissionBody>;

/**
 * Marks and feedback. `context.total` (the form knows the assignment) adds the upper bound with its value; the gateway
 * checks the total itself (`course_assignments.errors.marks_over_total`).
 */
export const assignmentMarksSchema = object({
  marks: integer()
    .min(0, minMessage)
    .max(L.totalMarks, maxMessage)
    .required(REQUIRED)
    .test({
      name: 'max',
      test(value, ctx) {
        const total = (ctx.options.context as { total?: unknown } | undefined)?.total;
        if (typeof total !== 'number' || typeof value !== 'number' || value <= total) return true;
        return ctx.createError({ message: msg(V.max, { max: total }) });
      },
    }),
  feedback: nullableText(L.feedback),
}) as unknown as ObjectSchema<AssignmentMarksBody>;
