import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { instituteQuestionBankRoutes } from './question-routes';
import { asQuestionAuthor, makeBank, makeQuestion, QUESTION_SET } from '../test/fixtures';

const open = setupPlatformTests(instituteQuestionBankRoutes);

describe('a bank’s read page (lms portal)', () => {
  it('shows a bank’s sets with their rule and its questions with type and marks', async () => {
    server.use(
      handlerFor(endpoints.questionBank, () => makeBank({ questions: 1, question_sets: 1 })),
      listHandlerFor(endpoints.questionSets, () => ({ data: [QUESTION_SET] })),
      listHandlerFor(endpoints.jobQuestions, () => ({ data: [makeQuestion(11, 'Which is a browser?')] })),
    );
    open('/question-bank/3/read', asQuestionAuthor());
    const setRow = await screen.findByRole('row', { name: /Warm-up/ });
    expect(within(setRow).getByText('Exactly 2 questions (now 1)')).toBeInTheDocument();
    const questions = screen.getByRole('table', { name: 'Questions' });
    const row = await within(questions).findByRole('row', { name: /Which is a browser\?/ });
    expect(within(row).getByText('MCQ')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Edit question 11/ })).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filter the questions' });
    expect(within(filters).getByLabelText('Search questions')).toBeInTheDocument();
    expect(within(filters).getByRole('combobox', { name: 'Question type' })).toHaveTextContent('All');
  });
});
