import { object, type ObjectSchema } from 'yup';
import { type CourseQuestionBody, DISCUSSION_LIMITS as L } from '@platform/contract';
import { requiredText } from './rules';

/* A question of the course's discussion tab (ADR 0109): the player's form and the gateway validate the same one. */
export const courseQuestionSchema = object({
  title: requiredText(L.title),
  body: requiredText(L.body),
}) as unknown as ObjectSchema<CourseQuestionBody>;
