import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  endpoints,
  type PlatformInterview,
  type PlatformInterviewDetail,
  type PlatformQuestionSet,
  type PlatformQuestionSetDetail,
  type PlatformResult,
  type PlatformResultDetail,
} from '@platform/contract';
import { handlerFor, listHandlerFor, server } from '@platform/testing';
import { platformListTests, rowOf } from '../test/platform-lists';

/*
 * /platform-question-sets, /platform-results and /platform-interviews with their pages (ADR 0122) over contract-typed
 * handlers: the rows, the filters in the address, the pages, a set's status change and the keys.
 */

const KEYS = ['view_platform_question_sets', 'view_platform_exam_results', 'view_platform_interviews'];
const openAs = platformListTests(KEYS);
const lastQuery = () => Object.fromEntries(queries.at(-1) as URLSearchParams);

const set: PlatformQuestionSet = {
  id: 8,
  bank_id: 3,
  bank_title: 'ওয়েব প্রশ্ন',
  bank_title_en: 'Web development questions',
  owner: 'organization',
  owner_title: 'ঢাকা টেক',
  owner_title_en: 'Dhaka Tech Ltd.',
  title: 'সমস্যা সমাধান',
  title_en: 'Problem solving basics',
  category: 1,
  set_type: 1,
  count_rule: 'at_least',
  count: 2,
  row_status: 1,
  questions: 3,
  created_at: '2026-11-01T06:00:00Z',
  updated_at: '2026-11-02T06:00:00Z',
};

const result: PlatformResult = {
  id: 21,
  source: 'lesson',
  kind: 'course',
  title: 'চূড়ান্ত পরীক্ষা',
  title_en: 'Final exam',
  youth_id: 9,
  full_name: 'রহিম',
  full_name_en: 'Rahim Uddin',
  owner_title: 'রাজশাহী টিটিআই',
  owner_title_en: 'Rajshahi TTI',
  submitted_at: '2026-11-20T06:00:00Z',
  total_marks: 10,
  obtained_marks: 4,
  pass_marks: 5,
  outcome: 'failed',
};

const interview: PlatformInterview = {
  application_id: 31,
  youth_id: 9,
  full_name: 'রহিম',
  full_name_en: 'Rahim Uddin',
  job_id: 12,
  job_title: 'ডিজাইনার',
  job_title_en: 'Graphic designer',
  organization_title: 'ঢাকা টেক',
  organization_title_en: 'Dhaka Tech Ltd.',
  schedule_id: 4,
  schedule_title: 'First round',
  interview_date: '2026-12-03',
  start_time: '10:00',
  end_time: '12:00',
  kind: 1,
  response: 'pending',
  responded_at: null,
  invited_at: '2026-11-25T06:00:00Z',
};

let queries: URLSearchParams[];
beforeEach(() => {
  queries = [];
  server.use(
    listHandlerFor(endpoints.platformQuestionSets, ({ query }) => {
      queries.push(query);
      return { data: [set] };
    }),
    listHandlerFor(endpoints.platformResults, ({ query }) => {
      queries.push(query);
      const aptitude: PlatformResult = {
        ...result,
        id: 22,
        source: 'exam',
        kind: 'aptitude',
        full_name_en: 'Karim',
      };
      const moduleExam: PlatformResult = {
        ...result,
        id: 23,
        kind: 'module',
        title_en: 'Module 2 assessment',
        full_name_en: 'Salma',
        outcome: 'passed',
      };
      return { data: [result, aptitude, moduleExam] };
    }),
    listHandlerFor(endpoints.platformInterviews, ({ query }) => {
      queries.push(query);
      return { data: [interview] };
    }),
  );
});

describe('/platform-question-sets', () => {
  it('lists every tenant’s sets with bank, owner and rule; the filters live in the address', async () => {
    openAs('/platform-question-sets?owner=organization&row_status=1');
    const row = await rowOf('Problem solving basics');
    expect(within(row).getByText('Dhaka Tech Ltd.')).toBeInTheDocument();
    expect(within(row).getByText('Web development questions')).toBeInTheDocument();
    expect(within(row).getByText('At least 2')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Problem solving basics' })).toHaveAttribute(
      'href',
      '/platform-question-sets/8',
    );
    expect(lastQuery()).toMatchObject({ owner: 'organization', row_status: '1' });
  });

  it('shows a set’s questions and deactivates it through the domain’s status call', async () => {
    const detail: PlatformQuestionSetDetail = {
      ...set,
      used_by_lessons: 1,
      question_list: [{ id: 1, question_type: 1, title: 'HTML?', title_en: 'What is HTML?', marks: 2 }],
    };
    const calls: unknown[] = [];
    server.use(
      handlerFor(endpoints.platformQuestionSet, () => detail),
      handlerFor(endpoints.questionSetStatus, ({ params, body }) => {
        calls.push([params.id, body]);
        const { id, bank_id, title, title_en, category, set_type, count_rule, count, questions } = detail;
        const { created_at, updated_at } = detail;
        return {
          ...{
            id,
            bank_id,
            title,
            title_en,
            category,
            set_type,
            count_rule,
            count,
            questions,
            created_at,
            updated_at,
          },
          row_status: 0 as const,
          question_list: [],
        };
      }),
    );
    const { userEvent: user } = openAs('/platform-question-sets/8', [...KEYS, 'manage_question_bank']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Question set: Problem solving basics' }),
    ).toBeInTheDocument();
    expect(screen.getByText('What is HTML?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate the question set?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Status changed successfully')).toBeInTheDocument();
    expect(calls).toEqual([['8', { row_status: 0 }]]);
  });

  it('shows no status button without manage_question_bank, and Unauthorized without the key', async () => {
    server.use(
      handlerFor(endpoints.platformQuestionSet, () => ({ ...set, used_by_lessons: 0, question_list: [] })),
    );
    openAs('/platform-question-sets/8');
    expect(await screen.findByText('The set has no questions yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });
});

describe('/platform-results', () => {
  it('lists job, aptitude, course and module results; a course or module exam’s page names its source', async () => {
    openAs('/platform-results?kind=course');
    const row = await rowOf('Rahim Uddin');
    expect(within(row).getByText('4 of 10')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Rahim Uddin' })).toHaveAttribute(
      'href',
      '/platform-results/21?source=lesson',
    );
    expect(within(await rowOf('Karim')).getByRole('link', { name: 'Karim' })).toHaveAttribute(
      'href',
      '/platform-results/22',
    );
    const moduleRow = await rowOf('Salma');
    expect(within(moduleRow).getByText('Module exam')).toBeInTheDocument();
    expect(within(moduleRow).getByRole('link', { name: 'Salma' })).toHaveAttribute(
      'href',
      '/platform-results/23?source=lesson',
    );
    expect(lastQuery()).toMatchObject({ kind: 'course' });
  });

  it('shows a result’s page, asking for the source in the address', async () => {
    const detail: PlatformResultDetail = {
      ...result,
      started_at: '2026-11-20T05:30:00Z',
      closed_by: 'youth',
      questions: 5,
      answered: 4,
      job_id: null,
      course_id: 7,
      attempt: 1,
    };
    const sources: (string | null)[] = [];
    server.use(
      handlerFor(endpoints.platformResult, ({ query }) => {
        sources.push(query.get('source'));
        return detail;
      }),
    );
    openAs('/platform-results/21?source=lesson');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rahim Uddin: Final exam' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The course' })).toHaveAttribute('href', '/platform-courses/7');
    expect(screen.getByText('4 of 5 questions')).toBeInTheDocument();
    expect(sources).toEqual(['lesson']);
  });
});

describe('/platform-interviews', () => {
  it('lists the invitations with their confirmation; the answer filter lives in the address', async () => {
    openAs('/platform-interviews?response=pending');
    const row = await rowOf('Rahim Uddin');
    expect(within(row).getByText('Graphic designer')).toBeInTheDocument();
    expect(within(row).getByText('No answer yet')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ response: 'pending' });
  });

  it('shows an invitation’s schedule, board, note and result', async () => {
    const detail: PlatformInterviewDetail = {
      ...interview,
      response: 'rescheduled',
      responded_at: '2026-11-26T06:00:00Z',
      venue: 'Dhanmondi',
      board_title: 'Design panel',
      board_status: 3,
      response_note: 'I have an exam that day',
      result: null,
      application_status: 34,
    };
    server.use(handlerFor(endpoints.platformInterview, () => detail));
    openAs('/platform-interviews/31');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Interview of Rahim Uddin' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Asked to reschedule')).toBeInTheDocument();
    expect(screen.getByText('I have an exam that day')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Graphic designer' })).toHaveAttribute(
      'href',
      '/platform-jobs/12',
    );
  });

  it('shows the Unauthorized page without view_platform_interviews', async () => {
    openAs('/platform-interviews', ['view_any_job']);
    expect(await screen.findByText(/you do not have permission to view this page/i)).toBeInTheDocument();
    expect(queries).toEqual([]);
  });
});
