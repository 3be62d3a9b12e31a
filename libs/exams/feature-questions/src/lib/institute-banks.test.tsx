import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endpoints, type QuestionBankBody } from '@platform/contract';
import {
  errorResponse,
  fill,
  handlerFor,
  listHandlerFor,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { instituteQuestionBankRoutes } from './question-routes';
import { asQuestionAuthor, makeBank } from '../test/fixtures';

/* The shared question-bank screens at the lms portal's addresses (issue 15 item 7) over contract-typed MSW. */

const open = setupPlatformTests(instituteQuestionBankRoutes);
const bank = makeBank;
const emptyBank = () => [
  listHandlerFor(endpoints.jobQuestions, () => ({ data: [] })),
  listHandlerFor(endpoints.questionSets, () => ({ data: [] })),
];

describe('/question-bank in the lms portal', () => {
  it('lists the institute’s banks with links to their read, edit and upload pages and to create one', async () => {
    server.use(listHandlerFor(endpoints.questionBanks, () => ({ data: [bank()] })));
    open('/question-bank', asQuestionAuthor());
    const link = await screen.findByRole('link', { name: 'Web questions' });
    expect(link).toHaveAttribute('href', '/question-bank/3/read');
    expect(screen.getByRole('link', { name: 'Create question bank' })).toHaveAttribute(
      'href',
      '/question-bank/create',
    );
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Edit Web questions' })).toHaveAttribute(
      'href',
      '/question-bank/3/edit',
    );
    expect(within(row).getByRole('link', { name: /bulk upload/i })).toHaveAttribute(
      'href',
      '/question-bank/3/bulk-upload',
    );
  });

  it('asks before deleting a bank, deletes it and says so', async () => {
    const deleted: string[] = [];
    server.use(
      listHandlerFor(endpoints.questionBanks, () => ({ data: [bank()] })),
      handlerFor(endpoints.deleteQuestionBank, ({ params }) => {
        deleted.push(params.id ?? '');
        return null;
      }),
    );
    const { userEvent } = open('/question-bank', asQuestionAuthor());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Web questions' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete the question bank Web questions\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Question bank deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual(['3']);
  });

  it('creates a bank on its own page, shows the rules first and opens the new bank', async () => {
    let sent: QuestionBankBody | null = null;
    server.use(
      handlerFor(endpoints.createQuestionBank, ({ body }) => {
        sent = body as QuestionBankBody;
        return bank({ id: 7, title: 'নতুন', title_en: 'New bank', questions: 0 });
      }),
      handlerFor(endpoints.questionBank, () => bank({ id: 7, title: 'নতুন', title_en: 'New bank' })),
      ...emptyBank(),
    );
    const { userEvent, router } = open('/question-bank/create', asQuestionAuthor());
    expect(await screen.findByText(/The name in Bengali is required/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(sent).toBeNull();
    await fill(userEvent, screen.getByRole('textbox', { name: /Name \(Bengali\)/ }), 'নতুন');
    await fill(userEvent, screen.getByRole('textbox', { name: /Name \(English\)/ }), 'New bank');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Question bank: New bank' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/question-bank/7/read');
    expect(sent).toMatchObject({ title: 'নতুন', title_en: 'New bank' });
  });

  it('says another institute’s bank cannot be found (the gateway’s 404)', async () => {
    server.use(
      handlerFor(endpoints.questionBank, () => errorResponse(404, 'errors.not_found')),
      ...emptyBank(),
    );
    open('/question-bank/99/read', asQuestionAuthor());
    expect(await screen.findByText('This question bank could not be found')).toBeInTheDocument();
    open('/question-bank/99/edit', asQuestionAuthor());
    expect(await screen.findAllByText('This question bank could not be found')).not.toHaveLength(0);
  });
});
