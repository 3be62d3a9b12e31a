import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ObjectSchema, object, string } from 'yup';
import { renderWithIntl } from '../test/render';
import { ReasonAlert, type ReasonBody, ReasonDialog, reasonLimitsOf } from './reason-dialog';

const upTo = object({ reason: string().max(2000).required() }) as ObjectSchema<ReasonBody>;
const between = object({ reason: string().min(10).max(500).required() }) as ObjectSchema<ReasonBody>;

describe('ReasonDialog', () => {
  it('reads the rule from the schema the gateway checks', () => {
    expect(reasonLimitsOf(upTo)).toEqual({ min: undefined, max: 2000 });
    expect(reasonLimitsOf(between)).toEqual({ min: 10, max: 500 });
  });

  it('shows the rule before the first error and sends the reason', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithIntl(
      <ReasonDialog
        titleId="users.reject.title"
        titleValues={{ username: 'nadia' }}
        submitLabelId="users.reject.submit"
        destructive
        onClose={vi.fn()}
        schema={between}
        reasonLabelId="users.fields.rejection_reason"
        onSubmit={onSubmit}
      />,
    );
    const dialog = within(screen.getByRole('dialog', { name: /nadia/ }));
    const reason = dialog.getByRole('textbox', { name: /reason/i });
    expect(reason).toHaveAccessibleDescription('Required: 10 to 500 characters.');
    await user.type(reason, 'Papers are missing');
    await user.click(dialog.getByRole('button', { name: 'Reject vendor' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Papers are missing' }, expect.anything());
  });

  it('words its rule as the caller says, without grouping the digits', () => {
    renderWithIntl(
      <ReasonDialog
        titleId="discussion.report.title"
        onClose={vi.fn()}
        schema={upTo}
        reasonLabelId="discussion.report.reason"
        rulesId="association_youth.withdraw_rules"
        onSubmit={vi.fn()}
      />,
    );
    expect(
      screen.getByText('A reason is required (up to 2000 characters); the youth sees it.'),
    ).toBeVisible();
  });
});

describe('ReasonAlert', () => {
  it('says the reason, and nothing without one', () => {
    const { rerender } = renderWithIntl(
      <ReasonAlert messageId="platform_lists.deactivated_with_reason" reason="Fake employer" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Deactivated by the platform: Fake employer');
    rerender(<ReasonAlert messageId="platform_lists.deactivated_with_reason" reason={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
