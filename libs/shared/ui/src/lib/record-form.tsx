import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { Form, type FormProps } from './form';
import { type MessageValues, useTranslate } from './message';
import { PageTitle } from './page-title';

export interface RecordFormProps<TValues extends FieldValues>
  extends Omit<FormProps<TValues>, 'id' | 'onDirtyChange' | 'confirmLeave' | 'labelId'> {
  /** Accessible name of the form (catalogue id). */
  labelId: string;
  /** Catalogue id of the submit button. */
  saveId: string;
  /** While the save runs: the submit button waits. */
  busy?: boolean;
}

/**
 * THE form of a record's own page: the shared schema's `Form` (server field errors on their fields, others above it)
 * that asks before leaving with unsaved changes, its rules above the fields, the fields, and the save button. The page
 * owns the call, its toast and where it goes next (`onSubmit`); give it `key={record.updated_at}` so a saved record
 * fills it afresh.
 */
export function RecordForm<TValues extends FieldValues>({
  saveId,
  busy = false,
  children,
  ...form
}: RecordFormProps<TValues>) {
  const t = useTranslate();
  return (
    <Form<TValues> {...form} confirmLeave>
      <Stack spacing={2}>
        {children}
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {t(saveId)}
          </Button>
        </Box>
      </Stack>
    </Form>
  );
}

/** A link above a record's page (back to its list, to its other page). */
export interface RecordPageLink {
  to: string;
  labelId: string;
}

export interface RecordFormPageProps<TValues extends FieldValues> extends RecordFormProps<TValues> {
  /** The links above the title: back to the list first. */
  links: readonly RecordPageLink[];
  titleId: string;
  titleValues?: MessageValues;
  /** Between the title and the form (a subtitle, rules that are more than a line). */
  intro?: ReactNode;
  /** What sets the form afresh (the record's `updated_at`; 'new' on a create page). */
  formKey: string;
  /** Under the form: what else the page does with the record (e.g. delete it). */
  after?: ReactNode;
  /** Instead of the form, when the record can no longer be edited (an archived course): why. */
  locked?: ReactNode;
}

/**
 * THE page of a staff portal that edits one record (`/…/create`, `/…/{id}/edit`): its links back, the h1, then a
 * `RecordForm`. Load the record first with `RecordLoader`; the page owns the call, its toast and where it goes next.
 */
export function RecordFormPage<TValues extends FieldValues>({
  links,
  titleId,
  titleValues,
  intro,
  formKey,
  after,
  locked,
  ...form
}: RecordFormPageProps<TValues>) {
  const t = useTranslate();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {links.map((link) => (
          <Button key={link.to} component={RouterLink} to={link.to}>
            {t(link.labelId)}
          </Button>
        ))}
      </Stack>
      <PageTitle titleId={titleId} values={titleValues} />
      {intro}
      {locked ?? <RecordForm<TValues> key={formKey} {...form} />}
      {locked ? null : after}
    </Container>
  );
}
