import Button from '@mui/material/Button';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { boolean, number, object, string } from 'yup';
import { renderWithIntl } from '../test/render';
import { Form, FormSelect, FormSwitch, FormTextField } from './form';

const schema = object({
  name: string().required('errors.value_not_provided'),
  site: string().default(''),
  kind: number().nullable().default(null),
  active: boolean().default(false),
});

function TestForm({ onSubmit }: { onSubmit: (values: unknown) => unknown }) {
  return (
    <Form
      schema={schema}
      defaultValues={{ name: '', site: '', kind: null, active: false }}
      onSubmit={onSubmit}
    >
      <FormTextField name="name" labelId="pages.contact.form.name" required helperId="common.loading" />
      <FormTextField name="site" labelId="common.language" />
      <FormSelect
        name="kind"
        labelId="common.theme"
        allowEmpty
        options={[
          { value: 1, labelId: 'shell.theme.light' },
          { value: 2, label: 'Dhaka' },
        ]}
      />
      <FormSwitch name="active" labelId="common.yes" />
      <Button type="submit">Submit</Button>
    </Form>
  );
}

describe('Form', () => {
  it('shows the translated schema error on the field and does not submit', async () => {
    const onSubmit = vi.fn();
    renderWithIntl(<TestForm onSubmit={onSubmit} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument(); // helper text before an error
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Value not provided')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits typed values from every field kind', async () => {
    const onSubmit = vi.fn();
    renderWithIntl(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Rahim');
    await userEvent.click(screen.getByRole('combobox', { name: 'Theme' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dhaka' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Rahim',
      site: '',
      kind: 2,
      active: true,
    });
  });

  it('puts server field errors on their fields and other errors above the form', async () => {
    const onSubmit = vi.fn(async () => {
      throw Object.assign(new Error('errors.validation'), {
        fieldErrors: { site: ['errors.invalid_file_type'], unknown_field: ['errors.max_file_size'] },
      });
    });
    renderWithIntl(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Rahim');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
  });

  it("shows the form's rules above the fields before the first error", () => {
    renderWithIntl(
      <Form
        schema={schema}
        defaultValues={{ name: '' }}
        onSubmit={vi.fn()}
        rulesId="common.reason.rules"
        rulesValues={{ max: 500 }}
      >
        <FormTextField name="name" labelId="pages.contact.form.name" />
      </Form>,
    );
    const rules = screen.getByText('Required, up to 500 characters.');
    expect(rules.compareDocumentPosition(screen.getByRole('textbox'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows a non-field server error above the form', async () => {
    const onSubmit = vi.fn(async () => {
      throw Object.assign(new Error('errors.too_many_requests'), { fieldErrors: {} });
    });
    renderWithIntl(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Rahim');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait and try again',
    );
  });
});
