import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { courseLearningEndpoints as E, scormPlayerEndpoints as S } from '@platform/contract';
import { handlerFor, server } from '@platform/testing';
import { learnerTests, playerLesson, playerMenu, playerModule } from '../test/fixtures';

/*
 * A SCORM lesson in the player over contract-typed MSW (ADR 0102): the frame's address is the launch call's, the
 * saving line follows the frame's messages, and a completion from the frame refreshes the outline — a message of the
 * same shape from any other origin or window changes nothing.
 */

const open = learnerTests();
const GATEWAY = 'http://gateway.test';
const URL_OF_LAUNCH = `${GATEWAY}/scorm-player/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ/`;

const menu = (completed: boolean, percent: number) =>
  playerMenu({
    title: 'নিরাপত্তা',
    title_en: 'Safety',
    progress_percent: percent,
    modules: [
      playerModule([playerLesson(5, 5, ['নিরাপদ কাজ', 'Safe at work'], { completed })], {
        kind: 4,
        title: 'স্কর্ম',
        title_en: 'SCORM',
      }),
    ],
  });

/** Posts a message to the portal's window as if it came from `origin` and `source`. */
function post(data: unknown, origin: string, source: Window | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('a SCORM lesson in /courses/{id}/course-layout', () => {
  it('frames the launch address, shows saving, and refreshes progress when the frame reports completion', async () => {
    let completed = false;
    let launches = 0;
    let menus = 0;
    server.use(
      handlerFor(E.playerMenu, () => {
        menus += 1;
        return menu(completed, completed ? 100 : 0);
      }),
      handlerFor(S.scormLaunch, ({ params }) => {
        launches += 1;
        return {
          lesson_id: Number(params.lessonId),
          version: '1.2' as const,
          url: URL_OF_LAUNCH,
          expires_at: '2026-11-26T22:00:00.000Z',
        };
      }),
    );
    open('/courses/7/course-layout?scorm=5');
    const frame = (await screen.findByTitle('Interactive lesson: Safe at work')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(URL_OF_LAUNCH);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(screen.getByRole('heading', { level: 2, name: 'Safe at work' })).toBeInTheDocument();
    expect(launches).toBe(1);
    const outline = screen.getByRole('navigation', { name: 'Course contents' });
    expect(within(outline).getByRole('link', { name: /Interactive lesson/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // no manual completion: the package completes the lesson
    expect(screen.queryByRole('button', { name: 'Mark the lesson complete' })).not.toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your progress in this lesson is saved as you go');

    // a foreign origin, or the right origin from another window, is ignored
    const before = menus;
    completed = true;
    post(
      { type: 'scorm-player', event: 'saved', completed: true },
      'https://evil.example',
      frame.contentWindow,
    );
    post({ type: 'scorm-player', event: 'saved', completed: true }, GATEWAY, window);
    expect(status).toHaveTextContent('Your progress in this lesson is saved as you go');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(menus).toBe(before);
    expect(screen.getByRole('progressbar', { name: '0% of the lessons completed' })).toBeInTheDocument();

    post({ type: 'scorm-player', event: 'saving' }, GATEWAY, frame.contentWindow);
    expect(status).toHaveTextContent('Saving…');
    post({ type: 'scorm-player', event: 'saved', completed: true }, GATEWAY, frame.contentWindow);
    expect(
      await screen.findByRole('progressbar', { name: '100% of the lessons completed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByText('Lesson completed')).toBeInTheDocument();
    await waitFor(() => expect(menus).toBeGreaterThan(before));
  });

  it('says when the progress could not be saved', async () => {
    server.use(
      handlerFor(E.playerMenu, () => menu(false, 0)),
      handlerFor(S.scormLaunch, () => ({
        lesson_id: 5,
        version: '1.2' as const,
        url: URL_OF_LAUNCH,
        expires_at: '2026-11-26T22:00:00.000Z',
      })),
    );
    open('/courses/7/course-layout?scorm=5');
    const frame = (await screen.findByTitle('Interactive lesson: Safe at work')) as HTMLIFrameElement;
    // jsdom may still swap the frame's window while it starts loading: the frame says it again until it is heard
    await waitFor(() => {
      post({ type: 'scorm-player', event: 'save_failed' }, GATEWAY, frame.contentWindow);
      expect(screen.getByRole('status')).toHaveTextContent('Your progress could not be saved.');
    });
  });
});
