import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { instituteQuestionBankRoutes } from './question-routes';
import { asQuestionAuthor, makeQuestion, QUESTION_SET } from '../test/fixtures';

const open = setupPlatformTests(instituteQuestionBankRoutes);

describe('a question set (lms portal)', () => {
  it('shows a set’s rule, its questions with marks and the bank’s others with their type; adds one', async () => {
    const added: unknown[] = [];
    server.use(
      handlerFor(endpoints.questionSet, () => QUESTION_SET),
      listHandlerFor(endpoints.jobQuestions, () => ({
        data: [
          makeQuestion(11, 'Which is a browser?'),
          makeQuestion(12, 'Name a database', { question_type: 3 }),
        ],
      })),
      handlerFor(endpoints.addQuestionSetQuestion, ({ body }) => {
        added.push(body);
        return QUESTION_SET;
      }),
    );
    const { userEvent } = open('/question-bank/sets/8', asQuestionAuthor());
    expect(await screen.findByText('Exactly 2 questions (now 1)')).toBeInTheDocument();
    const inSet = screen.getByRole('table', { name: 'Questions in this set' });
    const row = within(inSet).getByRole('row', { name: /Which is a browser\?/ });
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    const fromBank = screen.getByRole('table', { name: 'Add questions from the bank' });
    const other = await within(fromBank).findByRole('row', { name: /Name a database/ });
    expect(within(fromBank).queryByRole('row', { name: /Which is a browser\?/ })).toBeNull();
    expect(within(other).getByText('Fill in the blank')).toBeInTheDocument();
    await userEvent.click(within(other).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Question added successfully')).toBeInTheDocument();
    expect(added).toEqual([{ question_id: 12 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit question set' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Category/ })).toHaveTextContent('Problem solving');
    expect(within(dialog).getByRole('combobox', { name: /Rule/ })).toHaveTextContent('Exactly');
  });
});
