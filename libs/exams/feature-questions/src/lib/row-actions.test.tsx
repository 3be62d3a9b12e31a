import { expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { setupPlatformTests } from '@platform/testing';
import { EditDeleteButtons } from './row-actions';

const onEdit = vi.fn();
const onDelete = vi.fn();
const open = setupPlatformTests(
  <EditDeleteButtons
    edit={{ label: 'Edit question 12', tooltip: 'Edit', onClick: onEdit }}
    remove={{ label: 'Delete question 12', disabled: true, onClick: onDelete }}
  />,
);

it('names each button for its row, shows the tooltip on hover and keeps a disabled delete from firing', async () => {
  const { userEvent } = open();
  const edit = await screen.findByRole('button', { name: 'Edit question 12' });
  await userEvent.hover(edit);
  expect(await screen.findByRole('tooltip', { name: 'Edit' })).toBeInTheDocument();
  await userEvent.click(edit);
  expect(onEdit).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Delete question 12' })).toBeDisabled();
  expect(onDelete).not.toHaveBeenCalled();
});
