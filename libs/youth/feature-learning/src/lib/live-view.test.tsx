import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  courseLearningEndpoints as E,
  type PlayerLiveLesson,
  type PlayerMenuLesson,
} from '@platform/contract';
import { errorResponse, handlerFor, server } from '@platform/testing';
import { learnerTests, playerLesson, playerMenu, playerModule } from '../test/fixtures';

/*
 * A live lesson in the player over contract-typed MSW (ADR 0114): its time in the learner's language, a countdown,
 * and "Join live class" enabled only from 15 minutes before the start until the end; joining shows the room the
 * gateway answered and refreshes the outline (the lesson becomes live).
 */

const open = learnerTests();
const ROOM = 'https://meet.example.org/live-AbCdEfGhIjKlMnOpQrStUv';
const MIN = 60_000;

function liveAt(startsIn: number, minutes: number, over: Partial<PlayerLiveLesson> = {}): PlayerLiveLesson {
  const starts = Date.now() + startsIn * MIN;
  return {
    starts_at: new Date(starts).toISOString(),
    ends_at: new Date(starts + minutes * MIN).toISOString(),
    opens_at: new Date(starts - 15 * MIN).toISOString(),
    duration_minutes: minutes,
    attended: false,
    progress: null,
    ...over,
  };
}

const lesson = (id: number, title_en: string, live: PlayerLiveLesson) =>
  playerLesson(id, 4, [title_en, title_en], { completed: live.progress === 1, live });

const menu = (lessons: PlayerMenuLesson[]) =>
  playerMenu({ title: 'লাইভ', title_en: 'Live course', modules: [playerModule(lessons)] });

describe('a live lesson in /courses/{id}/course-layout', () => {
  it('keeps "Join live class" disabled until 15 minutes before the start, and after the end', async () => {
    server.use(
      handlerFor(E.playerMenu, () =>
        menu([
          lesson(1, 'Later class', liveAt(120, 60)),
          lesson(2, 'Past class', liveAt(-180, 60, { attended: true, progress: 1 })),
        ]),
      ),
    );
    const { userEvent } = open('/courses/7/course-layout?live=1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Later class' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Starts in (2 hours|1 hour 59 minutes)/);
    expect(screen.getByText('Length: 1 hour')).toBeInTheDocument();
    expect(screen.getByText(/from 15 minutes before the start until the end/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join live class' })).toBeDisabled();
    // no manual completion: the class completes the lesson
    expect(screen.queryByRole('button', { name: 'Mark the lesson complete' })).not.toBeInTheDocument();

    const outline = screen.getByRole('navigation', { name: 'Course contents' });
    await userEvent.click(within(outline).getAllByRole('link', { name: /Live class/ })[1] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 2, name: 'Past class' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The class has ended.');
    expect(screen.getByText('You joined this class.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join live class' })).not.toBeInTheDocument();
  });

  it('joins an open class: shows its room, and the outline then says it is live', async () => {
    let joined = false;
    server.use(
      handlerFor(E.playerMenu, () =>
        menu([lesson(1, 'Open class', liveAt(-5, 60, joined ? { attended: true, progress: 3 } : {}))]),
      ),
      handlerFor(E.joinLiveClass, ({ params }) => {
        joined = true;
        return { lesson_id: Number(params.lessonId), url: ROOM, progress: 3 as const };
      }),
    );
    const { userEvent } = open('/courses/7/course-layout');
    expect(await screen.findByText('The class is on now.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join live class' }));
    expect(await screen.findByRole('link', { name: 'Open the class' })).toHaveAttribute('href', ROOM);
    expect(screen.getByText(ROOM)).toBeInTheDocument();
    const outline = screen.getByRole('navigation', { name: 'Course contents' });
    await waitFor(() =>
      expect(within(outline).getByRole('link', { name: /Live class/ })).toHaveTextContent('Live'),
    );
  });

  it('says why the gateway refused (409 with its message id) and shows the time in Bengali', async () => {
    server.use(
      handlerFor(E.playerMenu, () => menu([lesson(1, 'Open class', liveAt(-5, 60))])),
      handlerFor(E.joinLiveClass, () => errorResponse(409, 'course_learning.errors.live_ended')),
    );
    const { userEvent } = open('/courses/7/course-layout', { locale: 'bn-BD' });
    expect(await screen.findByRole('button', { name: 'লাইভ ক্লাসে যোগ দিন' })).toBeEnabled();
    expect(screen.getByText(/^শুরু: /).textContent).toMatch(/[০-৯]/);
    await userEvent.click(screen.getByRole('button', { name: 'লাইভ ক্লাসে যোগ দিন' }));
    expect((await screen.findAllByText('এই ক্লাসটি শেষ হয়েছে।')).length).toBeGreaterThan(0);
  });
});
