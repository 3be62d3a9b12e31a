import { expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithPlatform, setupMswServer } from '@platform/testing';
import { QuestionDialog } from './question-form';

setupMswServer();

it('adds an MCQ: the right answer is one of the filled options, a second tick replaces the first', async () => {
  const onSubmit = vi.fn(async (_values: unknown) => undefined);
  const { userEvent } = renderWithPlatform(
    <QuestionDialog bankId={3} question={null} busy={false} onClose={() => undefined} onSubmit={onSubmit} />,
  );
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('textbox', { name: /Question \(Bengali\)/ }));
  await userEvent.paste('কোনটি ব্রাউজার?');
  await userEvent.click(within(dialog).getByRole('textbox', { name: 'Option 1' }));
  await userEvent.paste('Firefox');
  await userEvent.click(within(dialog).getByRole('textbox', { name: 'Option 2' }));
  await userEvent.paste('Linux');
  const answer = within(dialog).getByRole('group', { name: 'The right answer' });
  await userEvent.click(within(answer).getByRole('checkbox', { name: 'Option 1: Firefox' }));
  await userEvent.click(within(answer).getByRole('checkbox', { name: 'Option 2: Linux' }));
  expect(within(answer).getByRole('checkbox', { name: 'Option 1: Firefox' })).not.toBeChecked();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
    bank_id: 3,
    question_type: 1,
    option_1: 'Firefox',
    option_2: 'Linux',
    answers: [2],
  });
});
