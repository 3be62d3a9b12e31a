import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/render';
import { SuccessNotice } from './success-notice';

describe('SuccessNotice', () => {
  it('announces what is done as a status, and offers the one way on', async () => {
    const onClick = vi.fn();
    renderWithIntl(
      <SuccessNotice
        titleId="registration.update.done_title"
        textId="registration.update.done_text"
        action={{ labelId: 'registration.update.sign_out', onClick }}
      />,
    );
    const status = screen.getByRole('status');
    expect(within(status).getByText('Your password is changed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('has no button without an action', () => {
    renderWithIntl(
      <SuccessNotice titleId="registration.update.done_title" textId="registration.update.done_text" />,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
