import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Link from '@mui/material/Link';
import { type FieldErrors, type FieldValues, useFormContext } from 'react-hook-form';
import { useTranslate } from './message';
import { Notice } from './notice';

export interface FormErrorSummaryProps {
  /** The form's fields in the order they are shown: field name → catalogue id of its label. */
  fields: Record<string, string>;
}

/** The first message of each field that has one, nested paths flattened (`locations.0.loc_division_id`). */
function messagesOf(errors: FieldErrors, prefix = ''): [string, unknown][] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (message !== undefined) return [[path, message] as [string, unknown]];
    return messagesOf(value as FieldErrors, path);
  });
}

/**
 * After a submit the form refused: how many fields need attention and what each one says, each a link to its field
 * (GOV.UK's error summary). Nothing before the first submit, and nothing once every field is right again. Inside a
 * `Form` (it reads the form from context); `fields` names them in the reader's language and in the form's order.
 */
export function FormErrorSummary<TValues extends FieldValues>({ fields }: FormErrorSummaryProps) {
  const t = useTranslate();
  const { formState, setFocus } = useFormContext<TValues>();
  const order = Object.keys(fields);
  const rank = (path: string) => {
    const i = order.indexOf(path.split('.')[0] ?? path);
    return i === -1 ? order.length : i;
  };
  const problems = messagesOf(formState.errors).sort(([a], [b]) => rank(a) - rank(b));
  if (formState.submitCount === 0 || problems.length === 0) return null;
  return (
    <Notice
      severity="error"
      icon={<ErrorOutlineOutlined fontSize="inherit" />}
      title={t('common.form_errors.title', { count: problems.length })}
    >
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {problems.map(([path, message]) => {
          const labelId = fields[path.split('.')[0] ?? path];
          return (
            <li key={path}>
              <Link
                component="button"
                type="button"
                color="inherit"
                sx={{ textAlign: 'start', verticalAlign: 'baseline' }}
                onClick={() => setFocus(path as Parameters<typeof setFocus>[0])}
              >
                {labelId ? `${t(labelId)}: ` : ''}
                {t(message)}
              </Link>
            </li>
          );
        })}
      </ul>
    </Notice>
  );
}
