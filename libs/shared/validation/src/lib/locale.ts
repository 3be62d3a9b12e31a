import { setLocale, type LocaleObject } from 'yup';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import {
  arrayMaxMessage,
  arrayMinMessage,
  lengthMessage,
  maxLengthMessage,
  maxMessage,
  minLengthMessage,
  minMessage,
  REQUIRED,
} from './rules';

/**
 * yup's built-in messages as message ids: a safety net for schemas written with bare yup calls
 * (`string().required()`). The builders of this lib always pass their own messages.
 */
export const validationLocale: LocaleObject = {
  mixed: {
    default: msg(V.format),
    required: REQUIRED,
    defined: REQUIRED,
    notNull: REQUIRED,
    oneOf: msg(V.oneOf),
    notOneOf: msg(V.oneOf),
    notType: msg(V.format),
  },
  string: {
    length: lengthMessage,
    min: minLengthMessage,
    max: maxLengthMessage,
    matches: msg(V.format),
    email: msg(V.email),
    url: msg(V.url),
    uuid: msg(V.uuid),
  },
  number: {
    min: minMessage,
    max: maxMessage,
    integer: msg(V.integer),
  },
  date: { min: msg(V.date), max: msg(V.date) },
  array: { min: arrayMinMessage, max: arrayMaxMessage, length: lengthMessage },
};

/** Installs `validationLocale` as yup's defaults (process-wide; call once at start-up of an app or the gateway). */
export function applyValidationLocale(): void {
  setLocale(validationLocale);
}
