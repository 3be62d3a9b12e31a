import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/render';
import { DeleteDialog } from './delete-dialog';
import { ToastProvider } from './toast';

interface Vendor {
  id: number;
  vendor: string;
}

function Harness({ remove, onDeleted }: { remove: (v: Vendor) => Promise<unknown>; onDeleted?: () => void }) {
  const [target, setTarget] = useState<Vendor | null>(null);
  return (
    <ToastProvider>
      <button type="button" onClick={() => setTarget({ id: 7, vendor: 'Moodle' })}>
        pick
      </button>
      <DeleteDialog
        target={target}
        titleId="integrations.delete.title"
        messageId="integrations.delete.message"
        messageValues={(v) => ({ name: v.vendor })}
        confirmLabelId="integrations.delete.confirm"
        remove={remove}
        busy={false}
        successId="integrations.success.deleted"
        onDeleted={onDeleted}
        onClose={() => setTarget(null)}
      />
    </ToastProvider>
  );
}

describe('DeleteDialog', () => {
  it('asks with the record’s name, deletes it, says so and closes', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => undefined);
    const onDeleted = vi.fn();
    renderWithIntl(<Harness remove={remove} onDeleted={onDeleted} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'pick' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(/Moodle/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledWith({ id: 7, vendor: 'Moodle' });
    expect(onDeleted).toHaveBeenCalledWith({ id: 7, vendor: 'Moodle' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a refusal as a toast and closes', async () => {
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    renderWithIntl(
      <Harness remove={() => Promise.reject(new Error('errors.conflict'))} onDeleted={onDeleted} />,
    );
    await user.click(screen.getByRole('button', { name: 'pick' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(onDeleted).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
