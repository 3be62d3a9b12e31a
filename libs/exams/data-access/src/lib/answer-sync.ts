import type {
  AnswerSave,
  AnswerValue,
  AttemptTiming,
  SaveAnswersResult,
  SavedAnswer,
} from '@platform/contract';
import type { AnswerJournal } from './journal';

/**
 * Keeps an attempt's answers safe (ADR 0070): each change goes to the journal at once and to the gateway 1 s after
 * the last change (≤ 2 s); what the gateway has not confirmed is retried with back-off, at once when the browser comes
 * back online, and replayed from the journal after a reload. The gateway keeps the highest seq per question, so a
 * replay never overwrites a newer answer. Tabs of one attempt tell each other through a BroadcastChannel.
 * Plain TypeScript: the React hook `useExamRunner` wraps it.
 */

export type SyncStatus = 'saved' | 'saving' | 'offline' | 'ended';

export interface SyncState {
  status: SyncStatus;
  /** Answers not confirmed by the gateway yet. */
  pending: number;
  /** False when the journal is memory only (no IndexedDB). */
  persistent: boolean;
}

export interface SyncOptions {
  attemptId: number;
  journal: AnswerJournal;
  send: (answers: AnswerSave[]) => Promise<SaveAnswersResult>;
  /** The gateway's timing with every answer (the runner's clock follows the server). */
  onTiming?: (timing: AttemptTiming) => void;
  /** The gateway refused because the attempt is closed. */
  onEnded?: () => void;
  /** Another tab changed an answer. */
  onRemoteAnswer?: (questionId: number, answer: AnswerValue | null) => void;
  debounceMs?: number;
  /** Whether a failure is the network's (retry) rather than a refusal. */
  isNetworkError?: (error: unknown) => boolean;
  /** Whether a failure says the attempt has ended (409 assessments.errors.exam_ended). */
  isEndedError?: (error: unknown) => boolean;
  channel?: BroadcastChannel | null;
}

export const SAVE_DEBOUNCE_MS = 1000;
const RETRY_MS = [2000, 4000, 8000, 15000];

export class AnswerSync {
  private answers = new Map<number, { answer: AnswerValue | null; seq: number }>();
  private unsynced = new Map<number, AnswerSave>();
  private lastSeq = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retries = 0;
  private inFlight: Promise<void> | null = null;
  private listeners = new Set<() => void>();
  private disposed = false;
  state: SyncState;

  constructor(private readonly options: SyncOptions) {
    this.state = { status: 'saved', pending: 0, persistent: options.journal.persistent };
    options.channel?.addEventListener('message', this.onMessage);
    globalThis.addEventListener?.('online', this.onOnline);
  }

  /** Merges the gateway's answers with the journal (highest seq wins) and replays what is not confirmed. */
  async load(server: readonly SavedAnswer[]): Promise<Map<number, AnswerValue | null>> {
    for (const a of server) this.answers.set(a.question_id, { answer: a.answer, seq: a.seq });
    for (const entry of await this.options.journal.entries(this.options.attemptId)) {
      const known = this.answers.get(entry.questionId);
      if (known && known.seq >= entry.seq) continue;
      this.answers.set(entry.questionId, { answer: entry.answer, seq: entry.seq });
      this.unsynced.set(entry.questionId, {
        question_id: entry.questionId,
        answer: entry.answer,
        seq: entry.seq,
      });
    }
    this.lastSeq = Math.max(this.lastSeq, ...[...this.answers.values()].map((a) => a.seq));
    this.update();
    if (this.unsynced.size) void this.flush();
    return this.current();
  }

  current(): Map<number, AnswerValue | null> {
    return new Map([...this.answers].map(([id, a]) => [id, a.answer]));
  }

  /** Records a change: journal now, gateway after the debounce. */
  async set(questionId: number, answer: AnswerValue | null): Promise<void> {
    if (this.state.status === 'ended') return;
    const seq = Math.max(Date.now(), this.lastSeq + 1);
    this.lastSeq = seq;
    this.answers.set(questionId, { answer, seq });
    this.unsynced.set(questionId, { question_id: questionId, answer, seq });
    // "saved" only when nothing waits; offline stays offline until a save gets through
    if (this.state.status === 'saved') this.state = { ...this.state, status: 'saving' };
    this.update();
    this.options.channel?.postMessage({ attemptId: this.options.attemptId, questionId, answer, seq });
    await this.options.journal.put({
      attemptId: this.options.attemptId,
      questionId,
      answer,
      seq,
      synced: false,
    });
    this.schedule(this.options.debounceMs ?? SAVE_DEBOUNCE_MS);
  }

  /** Answers the gateway has not confirmed (sent with the submission). */
  pendingAnswers(): AnswerSave[] {
    return [...this.unsynced.values()];
  }

  /** Sends what is unconfirmed now (also before a submission). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.inFlight) return this.inFlight.then(() => (this.unsynced.size ? this.flush() : undefined));
    const batch = [...this.unsynced.values()].slice(0, 100);
    if (batch.length === 0 || this.disposed || this.state.status === 'ended') return Promise.resolve();
    this.setStatus('saving');
    this.inFlight = this.options
      .send(batch)
      .then(async (result) => {
        this.retries = 0;
        for (const saved of result.saved) {
          const mine = this.unsynced.get(saved.question_id);
          if (mine && mine.seq <= saved.seq) this.unsynced.delete(saved.question_id);
          await this.options.journal.markSynced(this.options.attemptId, saved.question_id, saved.seq);
        }
        this.options.onTiming?.(result);
        this.setStatus(this.unsynced.size ? 'saving' : 'saved');
        if (this.unsynced.size) this.schedule(0);
      })
      .catch((error: unknown) => {
        if (this.options.isEndedError?.(error)) {
          this.setStatus('ended');
          this.options.onEnded?.();
          return;
        }
        // offline, a time-out or a refusal: keep the answers (journal) and try again later
        this.setStatus(this.options.isNetworkError?.(error) === false ? 'saving' : 'offline');
        const wait = RETRY_MS[Math.min(this.retries, RETRY_MS.length - 1)] ?? 15000;
        this.retries += 1;
        this.schedule(wait);
      })
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  markEnded(): void {
    this.setStatus('ended');
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.options.channel?.removeEventListener('message', this.onMessage);
    globalThis.removeEventListener?.('online', this.onOnline);
  }

  private schedule(ms: number) {
    if (this.disposed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), ms);
  }

  private onOnline = () => {
    if (this.unsynced.size) void this.flush();
  };

  private onMessage = (event: MessageEvent) => {
    const data = event.data as {
      attemptId?: number;
      questionId?: number;
      answer?: AnswerValue | null;
      seq?: number;
    };
    if (
      data.attemptId !== this.options.attemptId ||
      typeof data.questionId !== 'number' ||
      typeof data.seq !== 'number'
    )
      return;
    const known = this.answers.get(data.questionId);
    if (known && known.seq >= data.seq) return;
    this.answers.set(data.questionId, { answer: data.answer ?? null, seq: data.seq });
    this.lastSeq = Math.max(this.lastSeq, data.seq);
    // the other tab saves its own change; this one drops an older pending one for the question
    this.unsynced.delete(data.questionId);
    this.update();
    this.options.onRemoteAnswer?.(data.questionId, data.answer ?? null);
  };

  private setStatus(status: SyncStatus) {
    if (this.state.status === 'ended') return;
    this.state = { ...this.state, status };
    this.update();
  }

  private update() {
    this.state = { ...this.state, pending: this.unsynced.size };
    for (const l of this.listeners) l();
  }
}
