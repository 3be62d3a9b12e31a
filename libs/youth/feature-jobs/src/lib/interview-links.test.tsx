import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  jobPipelineEndpoints,
  platformEndpoints,
  type CandidateInterviewConfirmation,
  type InAppNotification,
  type LiveInterviewBoard,
} from '@platform/contract';
import { asYouth, errorResponse, handlerFor, listHandlerFor, server } from '@platform/testing';
import { jobsTests } from '../test/fixtures';
import { roomLinkOf } from './interview-facts';

const openPage = jobsTests();

const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyz';

const invitation: CandidateInterviewConfirmation = {
  job_title: 'আইটি সাপোর্ট টেকনিশিয়ান',
  job_title_en: 'IT Support Technician',
  company_name: 'ঢাকা টেক লিমিটেড',
  company_name_en: 'Dhaka Tech Ltd',
  title: 'First round',
  interview_date: '2026-11-30',
  start_time: '14:30',
  end_time: '15:00',
  kind: 1,
  venue: 'House 12, Road 7, Dhanmondi',
  video_link: null,
  status: 32,
  response: null,
};

/** The public invitation calls; records the POST bodies and the tokens read. */
function invitationCalls(
  answer: (body: unknown) => CandidateInterviewConfirmation | Response = () => ({
    ...invitation,
    status: 33,
    response: 'accepted',
  }),
) {
  const posts: unknown[] = [];
  const reads: (string | null)[] = [];
  server.use(
    handlerFor(jobPipelineEndpoints.candidateInterviewConfirmation, ({ query }) => {
      reads.push(query.get('token'));
      return query.get('token') === TOKEN ? invitation : errorResponse(404, 'errors.not_found');
    }),
    handlerFor(jobPipelineEndpoints.confirmCandidateInterview, ({ body }) => {
      posts.push(body);
      return answer(body);
    }),
  );
  return { posts, reads };
}

describe('/candidate-interview-confirmation', () => {
  it('shows the interview to a signed-out candidate and accepts it with the token after a confirmation', async () => {
    const calls = invitationCalls();
    const { userEvent } = openPage(`/candidate-interview-confirmation?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Interview invitation' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('IT Support Technician')).toBeInTheDocument();
    expect(screen.getByText('Dhaka Tech Ltd')).toBeInTheDocument();
    expect(screen.getByText('30 Nov 2026, 2:30 PM – 3:00 PM')).toBeInTheDocument();
    expect(screen.getByText('House 12, Road 7, Dhanmondi')).toBeInTheDocument();
    expect(screen.getByText('No answer yet')).toBeInTheDocument();
    expect(calls.reads).toEqual([TOKEN]);

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Accept the interview invitation?' }));
    expect(calls.posts).toEqual([]);
    await userEvent.click(confirm.getByRole('button', { name: 'I will attend' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You confirmed the interview successfully');
    expect(calls.posts).toEqual([{ token: TOKEN, response: 'accepted' }]);
    // the page shows the answer the gateway returned; accepting again is no longer offered
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  }, 20_000);

  it('sends a reschedule request with its note, and shows the illegal-transition refusal as the catalogue words it', async () => {
    const calls = invitationCalls(() => errorResponse(409, 'jobs.errors.illegal_transition'));
    const { userEvent } = openPage(`/candidate-interview-confirmation?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ask for another time?' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'When would suit you?' }),
      'Any morning next week',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This status change is not allowed for the applicant’s current status.',
    );
    expect(calls.posts).toEqual([{ token: TOKEN, response: 'rescheduled', note: 'Any morning next week' }]);
  }, 20_000);

  it('says a superseded link is not valid when the answer is refused with 404', async () => {
    invitationCalls(() => errorResponse(404, 'errors.not_found'));
    const { userEvent } = openPage(`/candidate-interview-confirmation?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject the interview invitation?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline the interview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/This invitation link is not valid/);
  }, 20_000);

  it('says an unknown token is not valid, in Bengali', async () => {
    invitationCalls();
    openPage('/candidate-interview-confirmation?token=tok_unknown_unknown_unknown_unknown', {
      locale: 'bn-BD',
    });
    expect(await screen.findByText(/এই আমন্ত্রণ লিংকটি বৈধ নয়/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আমার চাকরিতে যান' })).toHaveAttribute('href', '/my-jobs');
    expect(screen.queryByRole('button', { name: 'গ্রহণ করুন' })).not.toBeInTheDocument();
  }, 20_000);

  it('explains a link without its token and calls nothing', async () => {
    const calls = invitationCalls();
    openPage('/candidate-interview-confirmation');
    expect(
      await screen.findByText(/This link is incomplete: the key of the invitation is missing/),
    ).toBeInTheDocument();
    expect(calls.reads).toEqual([]);
  }, 20_000);

  it('offers no answer once the invitation is past answering', async () => {
    server.use(
      handlerFor(jobPipelineEndpoints.candidateInterviewConfirmation, () => ({
        ...invitation,
        status: 35 as const,
      })),
    );
    openPage(`/candidate-interview-confirmation?token=${TOKEN}`);
    expect(await screen.findByText(/This invitation can no longer be answered here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  }, 20_000);
});

const board: LiveInterviewBoard = {
  job_title: 'আইটি সাপোর্ট টেকনিশিয়ান',
  job_title_en: 'IT Support Technician',
  title: 'First round',
  interview_date: '2026-11-30',
  start_time: '09:00',
  end_time: '12:30',
  kind: 2,
  venue: null,
  video_link: 'https://meet.jit.si/interview-AbC123',
  member_name: 'Farhana Islam',
};

describe('/join-live-interview-board', () => {
  it('shows the board member the interview and a button that opens the video room in a new tab', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      handlerFor(jobPipelineEndpoints.joinLiveInterviewBoard, ({ query }) => {
        tokens.push(query.get('token'));
        return board;
      }),
    );
    openPage(`/join-live-interview-board?token=${TOKEN}`);
    expect(
      await screen.findByText('Hello Farhana Islam, you are on the interview board for this interview.'),
    ).toBeInTheDocument();
    expect(screen.getByText('30 Nov 2026, 9:00 AM – 12:30 PM')).toBeInTheDocument();
    const open = screen.getByRole('link', { name: 'Open the video room' });
    expect(open).toHaveAttribute('href', 'https://meet.jit.si/interview-AbC123');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(tokens).toEqual([TOKEN]);
  }, 20_000);

  it('never makes a non-http(s) room address a link', async () => {
    server.use(
      handlerFor(jobPipelineEndpoints.joinLiveInterviewBoard, () => ({
        ...board,
        video_link: 'javascript:alert(1)',
      })),
    );
    openPage(`/join-live-interview-board?token=${TOKEN}`);
    expect(
      await screen.findByText(/This online interview has no usable video room link/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the video room' })).not.toBeInTheDocument();
    expect(roomLinkOf('http://meet.example.org/r')).toBe('http://meet.example.org/r');
    expect(roomLinkOf('data:text/html,hi')).toBeNull();
    expect(roomLinkOf('not a url')).toBeNull();
  }, 20_000);

  it('says an unknown token is not valid, and a missing one is incomplete', async () => {
    server.use(
      handlerFor(jobPipelineEndpoints.joinLiveInterviewBoard, () => errorResponse(404, 'errors.not_found')),
    );
    const first = openPage(`/join-live-interview-board?token=${TOKEN}`);
    expect(await screen.findByText(/This interview board link is not valid/)).toBeInTheDocument();
    first.unmount();
    openPage('/join-live-interview-board');
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
  }, 20_000);
});

function notification(id: number, over: Partial<InAppNotification> = {}): InAppNotification {
  return {
    id,
    event: 'interview_invitation_candidate',
    title: 'Interview invitation: IT Support Technician',
    body: `Hello Rahim,\n\nDhaka Tech Ltd invites you to an interview.\nConfirm, decline or ask for another time here: https://youth.example.org/candidate-interview-confirmation?token=${TOKEN}`,
    read_at: null,
    created_at: '2026-11-22T04:05:00Z',
    ...over,
  };
}

describe('/notifications', () => {
  it("lists the youth's notifications from the API, newest first, with links, paging and mark as read", async () => {
    const reads: string[] = [];
    const marked: string[] = [];
    let read = false;
    server.use(
      listHandlerFor(platformEndpoints.myNotifications, ({ query }) => {
        reads.push(`${query.get('page')}/${query.get('page_size')}`);
        return {
          data: [
            notification(12, { read_at: read ? '2026-11-22T05:00:00Z' : null }),
            notification(9, {
              event: 'applicant_shortlist',
              title: 'Shortlisted: Graphic Designer',
              body: 'You have been shortlisted.',
              read_at: '2026-11-21T05:00:00Z',
            }),
          ],
          meta: { total: 12, total_page: 2, page: Number(query.get('page')), page_size: 10 },
        };
      }),
      handlerFor(platformEndpoints.markNotificationRead, ({ params }) => {
        marked.push(params.id ?? '');
        read = true;
        return notification(12, { read_at: '2026-11-22T05:00:00Z' });
      }),
    );
    const { userEvent, router } = openPage('/notifications', asYouth());
    const list = within(await screen.findByRole('list', { name: 'Your notifications, newest first' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items.map((item) => within(item));
    if (!first || !second) throw new Error('two notifications expected');
    expect(
      first.getByRole('heading', { name: 'Interview invitation: IT Support Technician' }),
    ).toBeInTheDocument();
    expect(first.getByText('Unread')).toBeInTheDocument();
    expect(first.getByText('Received 22 Nov 2026, 10:05 AM')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /candidate-interview-confirmation/ })).toHaveAttribute(
      'href',
      `https://youth.example.org/candidate-interview-confirmation?token=${TOKEN}`,
    );
    expect(second.getByText('You have been shortlisted.')).toBeInTheDocument();
    expect(second.queryByText('Unread')).not.toBeInTheDocument();
    expect(reads).toEqual(['1/10']);

    await userEvent.click(
      first.getByRole('button', { name: 'Mark “Interview invitation: IT Support Technician” as read' }),
    );
    await waitFor(() => expect(marked).toEqual(['12']));
    await waitFor(() => expect(list.queryByText('Unread')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(reads).toContain('2/10'));
    expect(router.state.location.search).toBe('?page=2');
  }, 20_000);

  it('shows the time with Bengali digits in Bengali, and an empty list says so', async () => {
    server.use(
      listHandlerFor(platformEndpoints.myNotifications, () => ({
        data: [notification(1, { read_at: '2026-11-22T05:00:00Z' })],
      })),
    );
    const first = openPage('/notifications', { ...asYouth(), locale: 'bn-BD' });
    expect(await screen.findByText(/প্রাপ্তি: ২২ নভে ২০২৬/)).toBeInTheDocument();
    first.unmount();
    server.use(listHandlerFor(platformEndpoints.myNotifications, () => ({ data: [] })));
    openPage('/notifications', asYouth());
    expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument();
  }, 20_000);

  it('asks a visitor to sign in', async () => {
    const { userManager } = openPage('/notifications');
    await waitFor(() => expect(userManager.signinRedirect).toHaveBeenCalled());
  }, 20_000);
});
