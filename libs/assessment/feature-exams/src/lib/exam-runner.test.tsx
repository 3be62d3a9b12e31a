import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import {
  type AnswerSave,
  type AttemptResult,
  endpoints,
  type ExamPaper,
  type SavedAnswer,
} from '@platform/contract';
import { memoryJournal } from '@platform/exams-data-access';
import {
  asYouthInAssessment,
  errorResponse,
  handlerFor,
  makeAttemptResult,
  makeBlankQuestion,
  makeBrowserQuestion,
  makeDatabasesQuestion,
  renderWithPlatform,
  server,
  setupMswServer,
} from '@platform/testing';
import { ExamRunnerView, type ExamRunnerViewProps } from './exam-runner';

setupMswServer();

const ATTEMPT = 9;

/** The runner of attempt 9 in the assessment portal, for the signed-in youth. */
function openRunner(
  { journal = memoryJournal(), onSubmitted = () => undefined }: Partial<ExamRunnerViewProps> = {},
  locale?: 'bn-BD',
) {
  return renderWithPlatform(
    <ExamRunnerView attemptId={ATTEMPT} journal={journal} onSubmitted={onSubmitted} />,
    { ...asYouthInAssessment(), locale },
  );
}

/** The marked attempt 9 of the three-question "Web check" (2 of 6 marks, failed, unless `over` says otherwise). */
const webCheckResult = (over: Partial<AttemptResult>): AttemptResult =>
  makeAttemptResult({
    attempt_id: ATTEMPT,
    kind: 'job',
    title: 'ওয়েব যাচাই',
    title_en: 'Web check',
    submitted_at: new Date().toISOString(),
    questions: 3,
    areas: [],
    ...over,
  });

/** The gateway as the runner sees it: the paper, and the answers it has confirmed (highest seq per question). */
function fakeGateway(options: { serverAheadMs?: number } = {}) {
  const saved = new Map<number, SavedAnswer>();
  const state = { online: true, saves: 0, ended: null as AnswerSave[] | null };
  const now = () => new Date(Date.now() + (options.serverAheadMs ?? 0));
  const timing = () => {
    const server = now();
    const deadline = new Date(server.getTime() + 10 * 60_000);
    return { server_time: server.toISOString(), deadline_at: deadline.toISOString(), remaining_seconds: 600 };
  };
  const paper = (): ExamPaper => ({
    attempt_id: ATTEMPT,
    kind: 'job',
    title: 'ওয়েব যাচাই',
    title_en: 'Web check',
    started_at: now().toISOString(),
    duration_minutes: 10,
    extra_minutes: 0,
    total_marks: 6,
    status: 'in_progress',
    ...timing(),
    questions: [
      makeBrowserQuestion({ question_id: 101 }),
      makeDatabasesQuestion({ question_id: 102 }),
      makeBlankQuestion({ question_id: 103 }),
    ],
    answers: [...saved.values()],
  });
  server.use(
    handlerFor(endpoints.examAttempt, () => paper()),
    handlerFor(endpoints.saveExamAnswers, ({ body }) => {
      if (!state.online) return HttpResponse.error();
      state.saves += 1;
      const { answers } = body as { answers: AnswerSave[] };
      for (const a of answers) {
        const known = saved.get(a.question_id);
        if (!known || known.seq < a.seq) saved.set(a.question_id, { ...a });
      }
      return {
        saved: answers.map((a) => ({
          question_id: a.question_id,
          seq: saved.get(a.question_id)?.seq ?? a.seq,
        })),
        ...timing(),
      };
    }),
    handlerFor(endpoints.endAssessment, ({ body }): AttemptResult => {
      state.ended = (body as { answers: AnswerSave[] }).answers;
      return webCheckResult({ obtained_marks: 4, passed: true });
    }),
  );
  return { saved, state };
}

describe('the exam runner over a bad connection', () => {
  it('keeps answers through a dropped network and a reload, replays them, and submits', async () => {
    const gateway = fakeGateway();
    const journal = memoryJournal();
    let result: AttemptResult | null = null;
    const first = openRunner({ journal, onSubmitted: (r) => (result = r) });
    const q1 = await screen.findByRole('group', { name: /Question 1 of 3/ });
    await first.userEvent.click(within(q1).getByRole('radio', { name: 'Firefox' }));
    // saved within 2 s of the change
    await waitFor(() => expect(gateway.saved.get(101)?.answer).toEqual({ options: [1] }), { timeout: 2500 });
    expect(await screen.findByText('All answers saved')).toBeInTheDocument();

    // the network drops mid-exam: the next answer stays on the device and says so
    gateway.state.online = false;
    await first.userEvent.click(screen.getByRole('button', { name: /Question 2, not answered/ }));
    const q2 = await screen.findByRole('group', { name: /Question 2 of 3/ });
    await first.userEvent.click(within(q2).getByRole('checkbox', { name: 'PostgreSQL' }));
    await first.userEvent.click(within(q2).getByRole('checkbox', { name: 'MySQL' }));
    expect(
      await screen.findByText(/You are offline: 1 answer is kept on this device/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(gateway.saved.has(102)).toBe(false);

    // a reload while still offline: the journal brings the answer back
    first.unmount();
    const second = openRunner({ journal, onSubmitted: (r) => (result = r) });
    await second.userEvent.click(await screen.findByRole('button', { name: /Question 2, answered/ }));
    const again = await screen.findByRole('group', { name: /Question 2 of 3/ });
    expect(within(again).getByRole('checkbox', { name: 'PostgreSQL' })).toBeChecked();
    expect(within(again).getByRole('checkbox', { name: 'MySQL' })).toBeChecked();
    expect(within(again).getByRole('checkbox', { name: 'CSS' })).not.toBeChecked();

    // back online: the journal is replayed at once, idempotently
    gateway.state.online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(gateway.saved.get(102)?.answer).toEqual({ options: [1, 3] }), {
      timeout: 3000,
    });
    expect(await screen.findByText('All answers saved')).toBeInTheDocument();

    await second.userEvent.click(screen.getByRole('button', { name: /Question 3, not answered/ }));
    await second.userEvent.type(await screen.findByRole('textbox', { name: 'Blank 1' }), 'markup');
    await second.userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/3 of 3 questions answered/)).toBeInTheDocument();
    await second.userEvent.click(within(dialog).getByRole('button', { name: 'Submit answers' }));
    await waitFor(() => expect(result).not.toBeNull());
    // what was not yet confirmed went with the submission; nothing was lost
    const submitted = new Map(
      [...gateway.saved.values(), ...(gateway.state.ended ?? [])].map((a) => [a.question_id, a]),
    );
    expect(submitted.get(103)?.answer).toEqual({ blanks: ['markup'] });
    expect(submitted.get(101)?.answer).toEqual({ options: [1] });
    expect(submitted.get(102)?.answer).toEqual({ options: [1, 3] });
  }, 20_000);

  it('counts down the server’s time, not the device’s, in Bengali digits in Bengali', async () => {
    // the device's clock is an hour behind the gateway's: the runner still shows 10 minutes left
    fakeGateway({ serverAheadMs: 60 * 60_000 });
    openRunner({}, 'bn-BD');
    const timer = await screen.findByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent(/০০:(১০:০০|০৯:৫\d)/));
    expect(await screen.findByRole('group', { name: /প্রশ্ন ১ \/ ৩/ })).toBeInTheDocument();
  });
});

describe('the deadline', () => {
  it('shows the gateway’s result when the attempt was already closed (another tab, the deadline)', async () => {
    fakeGateway();
    let endCalls = 0;
    server.use(
      handlerFor(endpoints.endAssessment, () => {
        endCalls += 1;
        return errorResponse(409, 'assessments.errors.already_participated');
      }),
      handlerFor(
        endpoints.examAttemptResult,
        (): AttemptResult => webCheckResult({ closed_by: 'deadline', answered: 1 }),
      ),
    );
    let result: AttemptResult | null = null;
    const view = openRunner({ onSubmitted: (r) => (result = r) });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Submit answers' }));
    await view.userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit answers' }),
    );
    await waitFor(() => expect(result).toMatchObject({ closed_by: 'deadline' }));
    // submitted once: the attempt's end does not set off the deadline's automatic submission as well
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(endCalls).toBe(1);
  });
});
