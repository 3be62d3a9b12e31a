import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { courseLearningEndpoints as E, type PlayerContent, type WatchingBody } from '@platform/contract';
import { errorResponse, handlerFor, server } from '@platform/testing';
import {
  browserQuestion,
  learnerTests,
  playerContent,
  playerLesson,
  playerMenu,
  playerModule,
} from '../test/fixtures';

/* The course player over contract-typed MSW (issue 16 item 3): resume, saving progress, quizzes, completion. */

const open = learnerTests();

const menu = (last_content_id = 11) =>
  playerMenu({
    progress_percent: 50,
    last_content_id,
    modules: [
      playerModule(
        [
          playerLesson(2, 1, ['পরিচিতি', 'Introduction'], {
            contents: [
              playerContent(10, 5, ['পড়া', 'Reading'], true),
              playerContent(11, 1, ['ভিডিও', 'Welcome video']),
            ],
          }),
          playerLesson(3, 1, ['যাচাই', 'Check'], { contents: [playerContent(12, 4, ['কুইজ', 'Quick quiz'])] }),
        ],
        { title: 'শুরু', title_en: 'Start' },
      ),
    ],
  });

const content = (over: Partial<PlayerContent>): PlayerContent => ({
  id: 11,
  lesson_id: 2,
  content_type: 1,
  title: 'ভিডিও',
  title_en: 'Welcome video',
  text: null,
  url: 'https://video.example.org/welcome.mp4',
  file_name: null,
  mime_type: null,
  has_file: false,
  position_seconds: 42,
  duration_seconds: 100,
  completed: false,
  quiz: null,
  quiz_result: null,
  ...over,
});

const quiz = content({
  id: 12,
  lesson_id: 3,
  content_type: 4,
  title: 'কুইজ',
  title_en: 'Quick quiz',
  url: null,
  position_seconds: 0,
  quiz: {
    question_count: 1,
    pass_percent: 50,
    questions: [browserQuestion],
  },
});

/** Gives the media element a length (jsdom loads no media) and announces its metadata. */
function loadMedia(element: HTMLMediaElement, duration: number) {
  Object.defineProperty(element, 'duration', { configurable: true, value: duration });
  fireEvent(element, new Event('loadedmetadata'));
}

describe('/courses/{id}/course-layout', () => {
  it('resumes the video where the youth stopped and saves the position when they pause', async () => {
    const saved: WatchingBody[] = [];
    server.use(
      handlerFor(E.playerMenu, () => menu()),
      handlerFor(E.playerContent, ({ params }) =>
        params.contentId === '11' ? content({}) : errorResponse(404, 'errors.not_found'),
      ),
      handlerFor(E.watchingProgress, ({ body }) => {
        saved.push(body as WatchingBody);
        return { position_seconds: (body as WatchingBody).position_seconds, completed: false };
      }),
    );
    open('/courses/7/course-layout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learning: Web basics' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '50% of the lessons completed' })).toBeInTheDocument();
    const outline = screen.getByRole('navigation', { name: 'Course contents' });
    expect(within(outline).getByRole('link', { name: /Welcome video/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(outline).getByRole('link', { name: /Reading.*Completed/ })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome video' })).toBeInTheDocument();
    const video = screen.getByLabelText('Lesson video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('https://video.example.org/welcome.mp4');
    loadMedia(video, 100);
    expect(video.currentTime).toBe(42);
    expect(screen.getByRole('status')).toHaveTextContent('Continuing where you stopped: 0:42');

    video.currentTime = 57;
    fireEvent(video, new Event('pause'));
    await waitFor(() => expect(saved).toEqual([{ position_seconds: 57, duration_seconds: 100 }]));
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/courses/7/course-layout?content=12',
    );
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/courses/7/course-layout?content=10',
    );
  });

  it('marks a quiz on the gateway, then refuses and accepts the lesson complete as the gateway says', async () => {
    let passed = false;
    server.use(
      handlerFor(E.playerMenu, () => menu(12)),
      handlerFor(E.playerContent, () => quiz),
      handlerFor(E.popQuizSubmit, ({ body }) => {
        passed = JSON.stringify(body) === JSON.stringify({ answers: { '501': { options: [1] } } });
        const result = { total: 2, obtained: passed ? 2 : 0, pass_marks: 1, passed };
        return { ...result, best: result };
      }),
      handlerFor(E.completeLesson, () =>
        passed
          ? { lesson_id: 3, progress: 0 as const, progress_percent: 100, certificate_id: null }
          : errorResponse(409, 'course_learning.errors.quiz_not_passed'),
      ),
    );
    const { userEvent } = open('/courses/7/course-layout');
    expect(
      await screen.findByText('1 question. You pass with 50% of the marks. You may try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark the lesson complete' }));
    expect(await screen.findByText('Pass the quizzes of this lesson first.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Firefox' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit the answers' }));
    expect(await screen.findByText('This try: passed')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 marks; the pass mark is 1.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark the lesson complete' }));
    expect(await screen.findByText('Lesson completed.')).toBeInTheDocument();
  });

  it('tells a youth who is not enrolled where to enrol', async () => {
    server.use(handlerFor(E.playerMenu, () => errorResponse(404, 'errors.not_found')));
    open('/courses/7/course-layout');
    expect(await screen.findByText(/This course is open to its enrolled learners/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the course' })).toHaveAttribute('href', '/courses/7');
  });
});
