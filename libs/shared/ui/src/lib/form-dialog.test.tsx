import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { renderWithIntl } from '../test/render';
import { FormTextField } from './form';
import { FormDialog } from './form-dialog';

const schema = object({ reason: string().required('errors.value_not_provided') });

function renderDialog(onSubmit: (values: { reason: string }) => unknown, over: { busy?: boolean } = {}) {
  const onClose = vi.fn();
  renderWithIntl(
    <FormDialog
      titleId="users.reject.title"
      titleValues={{ username: 'nadia' }}
      introId="users.reject.description"
      submitLabelId="users.reject.submit"
      destructive
      busy={over.busy}
      onClose={onClose}
      schema={schema}
      defaultValues={{ reason: '' }}
      onSubmit={onSubmit}
    >
      <FormTextField name="reason" labelId="users.fields.rejection_reason" required />
    </FormDialog>,
  );
  return { onClose, dialog: within(screen.getByRole('dialog')) };
}

describe('FormDialog', () => {
  it('is named by its title, validates with the schema and sends the values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { dialog } = renderDialog(onSubmit);
    expect(screen.getByRole('dialog', { name: /nadia/ })).toBeInTheDocument();
    const submit = dialog.getByRole('button', { name: 'Reject vendor' });
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(dialog.getByRole('textbox', { name: /reason/i })).toHaveAttribute('aria-invalid', 'true');
    await user.type(dialog.getByRole('textbox', { name: /reason/i }), 'Incomplete papers');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Incomplete papers' }, expect.anything());
  });

  it('puts the gateway’s field error on its field', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog(() => {
      throw { message: 'errors.validation', fieldErrors: { reason: ['errors.value_not_provided'] } };
    });
    await user.type(dialog.getByRole('textbox', { name: /reason/i }), 'x');
    await user.click(dialog.getByRole('button', { name: 'Reject vendor' }));
    expect(await dialog.findByText('Value not provided')).toBeInTheDocument();
  });

  it('cancels, and waits while the call runs', async () => {
    const user = userEvent.setup();
    const { onClose, dialog } = renderDialog(vi.fn());
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be cancelled while busy', () => {
    const { dialog } = renderDialog(vi.fn(), { busy: true });
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
