import Alert, { type AlertProps } from '@mui/material/Alert';
import type { ObjectSchema } from 'yup';
import { FormTextField } from './form';
import { FormDialog, type FormDialogProps } from './form-dialog';
import { useTranslate } from './message';
import { useFormatters } from './use-formatters';

/** What every "give a reason" form sends. */
export interface ReasonBody {
  reason: string;
}

/** The length rule of the body's `reason`, as its shared schema checks it (the contract's limits). */
export function reasonLimitsOf<B extends ReasonBody>(
  schema: ObjectSchema<B>,
): { min?: number; max?: number } {
  const field = schema.describe().fields.reason;
  const tests = field && 'tests' in field ? field.tests : [];
  const param = (name: 'min' | 'max') => {
    const value = tests.find((test) => test.name === name)?.params?.[name];
    return typeof value === 'number' ? value : undefined;
  };
  return { min: param('min'), max: param('max') };
}

export interface ReasonDialogProps<B extends ReasonBody>
  extends Omit<FormDialogProps<B>, 'children' | 'defaultValues' | 'schema'> {
  /** The shared schema of the body: it validates the reason, and its min / max are the rule shown. */
  schema: ObjectSchema<B>;
  /** Catalogue id of the reason's label (who will read it, where that matters). */
  reasonLabelId: string;
  /**
   * Catalogue id of the rule under the field, with `{min}` and `{max}` from the schema. Default: "Required, up to
   * {max} characters." (`common.reason.rules`), or "Required: {min} to {max} characters." with a minimum.
   */
  rulesId?: string;
}

/**
 * THE "give a reason" dialog of the portals (revoke, return, reject, withdraw, deactivate, report): a `FormDialog`
 * with one required reason, its rule under the field before the first error — the numbers read from the schema the
 * gateway checks too, so the text and the check cannot drift. The intro (`introId`) says what follows. A refusal of
 * the call stays in the dialog: a reason's error on its field, any other above the form.
 */
export function ReasonDialog<B extends ReasonBody>({
  schema,
  reasonLabelId,
  rulesId,
  ...dialog
}: ReasonDialogProps<B>) {
  const { formatNumber } = useFormatters();
  const { min, max } = reasonLimitsOf(schema);
  // written as the catalogue's texts write lengths: 2000, ২০০০
  const count = (value: number | undefined) =>
    value === undefined ? '' : formatNumber(value, { useGrouping: false });
  return (
    <FormDialog<B>
      {...dialog}
      schema={schema}
      defaultValues={{ reason: '' } as FormDialogProps<B>['defaultValues']}
    >
      <FormTextField
        name="reason"
        labelId={reasonLabelId}
        helperId={rulesId ?? (min ? 'common.reason.rules_range' : 'common.reason.rules')}
        helperValues={{ min: count(min), max: count(max) }}
        multiline
        minRows={3}
        required
      />
    </FormDialog>
  );
}

export interface ReasonAlertProps {
  /** Catalogue id of the notice, with `{reason}`: "Deactivated by the platform: {reason}". */
  messageId: string;
  /** The reason as staff wrote it; nothing is shown without one. */
  reason: string | null | undefined;
  severity?: AlertProps['severity'];
  sx?: AlertProps['sx'];
}

/** What the owner of a record reads after staff acted on it with a reason (rejected, returned, deactivated). */
export function ReasonAlert({ messageId, reason, severity = 'error', sx }: ReasonAlertProps) {
  const t = useTranslate();
  if (!reason) return null;
  return (
    <Alert severity={severity} sx={sx}>
      {t(messageId, { reason })}
    </Alert>
  );
}
