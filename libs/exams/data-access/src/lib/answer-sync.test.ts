import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerSave, SaveAnswersResult } from '@platform/contract';
import { AnswerSync } from './answer-sync';
import { memoryJournal } from './journal';

const timing = {
  server_time: new Date().toISOString(),
  deadline_at: new Date().toISOString(),
  remaining_seconds: 60,
};
const ok = (answers: AnswerSave[]): SaveAnswersResult => ({
  saved: answers.map((a) => ({ question_id: a.question_id, seq: a.seq })),
  ...timing,
});

afterEach(() => vi.useRealTimers());

describe('AnswerSync', () => {
  it('journals at once and sends one batch a second after the last change', async () => {
    vi.useFakeTimers();
    const journal = memoryJournal();
    const send = vi.fn(async (answers: AnswerSave[]) => ok(answers));
    const sync = new AnswerSync({ attemptId: 1, journal, send });
    await sync.load([]);
    await sync.set(10, { options: [1] });
    await sync.set(10, { options: [2] });
    await sync.set(11, { text: 'x' });
    expect((await journal.entries(1)).map((e) => [e.questionId, e.synced])).toEqual([
      [10, false],
      [11, false],
    ]);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].map((a) => [a.question_id, a.answer])).toEqual([
      [10, { options: [2] }],
      [11, { text: 'x' }],
    ]);
    expect(sync.state).toMatchObject({ status: 'saved', pending: 0 });
    expect((await journal.entries(1)).every((e) => e.synced)).toBe(true);
    sync.dispose();
  });

  it('keeps what failed, says offline, retries, and replays the journal after a reload', async () => {
    vi.useFakeTimers();
    const journal = memoryJournal();
    let online = false;
    const send = vi.fn(async (answers: AnswerSave[]) => {
      if (!online) throw new Error('network');
      return ok(answers);
    });
    const first = new AnswerSync({ attemptId: 2, journal, send, isNetworkError: () => true });
    await first.load([]);
    await first.set(5, { options: [3] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(first.state).toMatchObject({ status: 'offline', pending: 1 });
    first.dispose();
    // a reload: the gateway knows an older answer; the journal's newer one wins and is sent again
    const second = new AnswerSync({ attemptId: 2, journal, send });
    online = true;
    const merged = await second.load([{ question_id: 5, answer: { options: [1] }, seq: 1 }]);
    expect(merged.get(5)).toEqual({ options: [3] });
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls.at(-1)?.[0]).toEqual([
      expect.objectContaining({ question_id: 5, answer: { options: [3] } }),
    ]);
    expect(second.state.pending).toBe(0);
    second.dispose();
  });

  it('stops at the end the gateway reports', async () => {
    vi.useFakeTimers();
    const onEnded = vi.fn();
    const sync = new AnswerSync({
      attemptId: 3,
      journal: memoryJournal(),
      send: async () => {
        throw new Error('ended');
      },
      isEndedError: () => true,
      onEnded,
    });
    await sync.load([]);
    await sync.set(1, null);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onEnded).toHaveBeenCalled();
    expect(sync.state.status).toBe('ended');
    sync.dispose();
  });
});
