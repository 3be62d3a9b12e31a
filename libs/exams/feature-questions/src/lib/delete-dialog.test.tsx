import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithPlatform, setupMswServer } from '@platform/testing';
import { DeleteDialog } from './delete-dialog';

setupMswServer();

const bank = { id: 7, title_en: 'Web questions' };

/** The dialog asking to delete the bank, over the given delete call. */
function openDialog(trigger: () => Promise<unknown>) {
  const onClose = vi.fn();
  const view = renderWithPlatform(
    <DeleteDialog
      row={bank}
      messageId="recruiter_assessments.banks.delete_confirm"
      messageValues={{ name: bank.title_en }}
      doneId="assessments.success.bank_deleted"
      remove={{ trigger, isMutating: false }}
      onClose={onClose}
    />,
  );
  return { ...view, onClose };
}

describe('DeleteDialog (banks and questions)', () => {
  it('deletes the row it was opened for, says so and closes', async () => {
    const trigger = vi.fn(() => Promise.resolve(undefined));
    const { userEvent, onClose } = openDialog(trigger);
    expect(await screen.findByText(/Web questions/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(trigger).toHaveBeenCalledWith({ params: { id: 7 } });
    expect(await screen.findByText('Question bank deleted successfully')).toBeInTheDocument();
  });

  it('closes without a success message when the gateway refuses', async () => {
    const trigger = vi.fn(() => Promise.reject(new Error('refused')));
    const { userEvent, onClose } = openDialog(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Question bank deleted successfully')).not.toBeInTheDocument();
  });
});
