import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  type AnswerValue,
  type AttemptResult,
  type AttemptTiming,
  type ExamPaper,
  endpoints,
} from '@platform/contract';
import { isApiError, useApiClient, useEndpoint } from '@platform/api-client';
import { AnswerSync, type SyncState } from './answer-sync';
import { type AnswerJournal, openAnswerJournal } from './journal';

/**
 * The exam runner's state (ADR 0070): the paper from the gateway, the answers (gateway ∪ journal, highest seq),
 * saving through `AnswerSync`, the server's time left, and the submission. Used by the assessment portal's runner
 * (job assessments, the aptitude test) and later by the LMS's exams.
 */

const ENDED = 'assessments.errors.exam_ended';
const isNetwork = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 500);
const isEnded = (error: unknown) => isApiError(error) && error.status === 409;

/** The gateway's timing and when this device received it (the offset between the two clocks). */
export type ReceivedTiming = AttemptTiming & { receivedAt: number };
export const received = (timing: AttemptTiming): ReceivedTiming => ({ ...timing, receivedAt: Date.now() });

/** The server's seconds left, ticking every second from the offset between the gateway's clock and this device's. */
export function useServerCountdown(timing: ReceivedTiming | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  if (!timing) return null;
  const offset = Date.parse(timing.server_time) - timing.receivedAt;
  return Math.max(
    0,
    Math.floor((Date.parse(timing.deadline_at) - (Math.max(now, timing.receivedAt) + offset)) / 1000),
  );
}

export interface ExamRunner {
  paper: ExamPaper | undefined;
  loadError: unknown;
  answers: Map<number, AnswerValue | null>;
  setAnswer: (questionId: number, answer: AnswerValue | null) => void;
  sync: SyncState;
  remainingSeconds: number | null;
  ended: boolean;
  submitting: boolean;
  submitError: unknown;
  /** Saves what is pending and ends the attempt; resolves with the result. */
  submit: () => Promise<AttemptResult | null>;
}

/** `journal` may be given (tests); otherwise the browser's IndexedDB journal (memory where it is missing). */
export function useExamRunner(attemptId: number | null, journal?: AnswerJournal): ExamRunner {
  const client = useApiClient();
  const paper = useEndpoint(endpoints.examAttempt, attemptId === null ? null : { params: { id: attemptId } });
  const [answers, setAnswers] = useState<Map<number, AnswerValue | null>>(new Map());
  const [timing, setTiming] = useState<ReceivedTiming | null>(null);
  const [ended, setEnded] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [sync, setSync] = useState<AnswerSync | null>(null);
  const loaded = useRef<number | null>(null);

  const data = paper.data;
  useEffect(() => {
    if (!data || attemptId === null || loaded.current === attemptId) return;
    loaded.current = attemptId;
    const paperTiming = received(data);
    let engine: AnswerSync | null = null;
    let cancelled = false;
    void (async () => {
      const store = journal ?? (await openAnswerJournal());
      if (cancelled) return;
      setTiming(paperTiming);
      if (data.status === 'submitted') setEnded(true);
      const channel =
        typeof BroadcastChannel === 'function' ? new BroadcastChannel(`exam-attempt-${attemptId}`) : null;
      engine = new AnswerSync({
        attemptId,
        journal: store,
        channel,
        send: (batch) =>
          client.call(endpoints.saveExamAnswers, { params: { id: attemptId }, body: { answers: batch } }),
        onTiming: (t) => setTiming(received(t)),
        onEnded: () => setEnded(true),
        onRemoteAnswer: (questionId, answer) => setAnswers((m) => new Map(m).set(questionId, answer)),
        isNetworkError: isNetwork,
        isEndedError: (e) => isEnded(e) && isApiError(e) && e.message === ENDED,
      });
      setAnswers(await engine.load(data.answers));
      if (data.status === 'submitted') engine.markEnded();
      setSync(engine);
    })();
    return () => {
      cancelled = true;
      engine?.dispose();
      loaded.current = null;
    };
  }, [data, attemptId, client, journal]);

  const state = useSyncExternalStore(
    useCallback((listener: () => void) => sync?.subscribe(listener) ?? (() => undefined), [sync]),
    () => sync?.state ?? IDLE,
  );

  const setAnswer = useCallback(
    (questionId: number, answer: AnswerValue | null) => {
      if (ended) return;
      setAnswers((m) => new Map(m).set(questionId, answer));
      void sync?.set(questionId, answer);
    },
    [sync, ended],
  );

  const submit = useCallback(async (): Promise<AttemptResult | null> => {
    if (attemptId === null) return null;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const pending = sync?.pendingAnswers() ?? [];
      const result = await client.call(endpoints.endAssessment, {
        params: { id: attemptId },
        body: { answers: pending },
      });
      sync?.markEnded();
      setEnded(true);
      return result;
    } catch (error) {
      // the gateway closed it already (the deadline passed, another tab submitted): its result is the answer
      if (isApiError(error) && error.status === 409) {
        try {
          const result = await client.call(endpoints.examAttemptResult, { params: { id: attemptId } });
          sync?.markEnded();
          setEnded(true);
          return result;
        } catch {
          // fall through to the error below
        }
      }
      setSubmitError(error);
      return null;
    } finally {
      setSubmitting(false);
    }
  }, [attemptId, client, sync]);

  return {
    paper: data,
    loadError: paper.error,
    answers,
    setAnswer,
    sync: state,
    remainingSeconds: useServerCountdown(timing),
    ended,
    submitting,
    submitError,
    submit,
  };
}

const IDLE: SyncState = { status: 'saved', pending: 0, persistent: true };
