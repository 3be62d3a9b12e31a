import Button from '@mui/material/Button';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { renderWithIntl } from '../test/render';
import { Form, FormTextField } from './form';
import { FormErrorSummary } from './form-error-summary';

const schema = object({
  name: string().required('validation.required'),
  site: string().required('validation.required'),
});
const fields = { name: 'pages.contact.form.name', site: 'common.language' };

function TestForm() {
  return (
    <Form schema={schema} defaultValues={{ name: '', site: '' }} onSubmit={() => undefined}>
      <FormErrorSummary fields={fields} />
      <FormTextField name="name" labelId="pages.contact.form.name" required />
      <FormTextField name="site" labelId="common.language" required />
      <Button type="submit">Submit</Button>
    </Form>
  );
}

describe('FormErrorSummary (issue 12, defect 11)', () => {
  it('says nothing before the first submit, then lists every refused field in order, each a way to it', async () => {
    renderWithIntl(<TestForm />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('2 fields need your attention')).toBeInTheDocument();
    const links = within(summary).getAllByRole('button');
    expect(links.map((l) => l.textContent)).toEqual([
      'Your name: This field is required',
      'Language: This field is required',
    ]);
    await userEvent.click(links[1] as HTMLElement);
    expect(screen.getByRole('textbox', { name: /Language/ })).toHaveFocus();

    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Rahim');
    await userEvent.type(screen.getByRole('textbox', { name: /Language/ }), 'bn');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
