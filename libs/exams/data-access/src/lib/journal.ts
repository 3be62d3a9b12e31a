import type { AnswerValue } from '@platform/contract';

/**
 * The runner's answer journal (ADR 0070): every change is written here at once, before it is sent, so a reload, a
 * closed tab or a dropped connection loses nothing. One entry per attempt and question: the answer, its seq and
 * whether the gateway has confirmed it. IndexedDB where the browser has it; memory otherwise (the runner says so).
 */
export interface JournalEntry {
  attemptId: number;
  questionId: number;
  answer: AnswerValue | null;
  seq: number;
  synced: boolean;
}

export interface AnswerJournal {
  /** False for the memory fallback: answers survive only while the page stays open. */
  readonly persistent: boolean;
  entries(attemptId: number): Promise<JournalEntry[]>;
  /** Writes the entry unless the journal already holds a newer seq for the question. */
  put(entry: JournalEntry): Promise<void>;
  /** Marks the question confirmed when the journal's seq is at most `seq`. */
  markSynced(attemptId: number, questionId: number, seq: number): Promise<void>;
  clear(attemptId: number): Promise<void>;
}

const key = (attemptId: number, questionId: number) => `${attemptId}:${questionId}`;

export function memoryJournal(): AnswerJournal {
  const store = new Map<string, JournalEntry>();
  return {
    persistent: false,
    entries: async (attemptId) => [...store.values()].filter((e) => e.attemptId === attemptId),
    async put(entry) {
      const current = store.get(key(entry.attemptId, entry.questionId));
      if (current && current.seq > entry.seq) return;
      store.set(key(entry.attemptId, entry.questionId), { ...entry });
    },
    async markSynced(attemptId, questionId, seq) {
      const current = store.get(key(attemptId, questionId));
      if (current && current.seq <= seq) current.synced = true;
    },
    async clear(attemptId) {
      for (const [k, e] of store) if (e.attemptId === attemptId) store.delete(k);
    },
  };
}

const DB_NAME = 'platform-exam-journal';
const STORE = 'answers';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexeddb request failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = factory.open(DB_NAME, 1);
    open.onupgradeneeded = () => {
      const store = open.result.createObjectStore(STORE, { keyPath: ['attemptId', 'questionId'] });
      store.createIndex('attempt', 'attemptId');
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('indexeddb unavailable'));
    open.onblocked = () => reject(new Error('indexeddb blocked'));
  });
}

/** The IndexedDB journal (shared by the tabs of one origin). */
export function indexedDbJournal(db: IDBDatabase): AnswerJournal {
  const tx = (mode: IDBTransactionMode) => db.transaction(STORE, mode).objectStore(STORE);
  return {
    persistent: true,
    entries: (attemptId) =>
      request(tx('readonly').index('attempt').getAll(attemptId)) as Promise<JournalEntry[]>,
    async put(entry) {
      const store = tx('readwrite');
      const current = (await request(store.get([entry.attemptId, entry.questionId]))) as
        | JournalEntry
        | undefined;
      if (current && current.seq > entry.seq) return;
      await request(store.put({ ...entry }));
    },
    async markSynced(attemptId, questionId, seq) {
      const store = tx('readwrite');
      const current = (await request(store.get([attemptId, questionId]))) as JournalEntry | undefined;
      if (current && current.seq <= seq && !current.synced)
        await request(store.put({ ...current, synced: true }));
    },
    async clear(attemptId) {
      const store = tx('readwrite');
      const keys = await request(store.index('attempt').getAllKeys(attemptId));
      for (const k of keys) await request(store.delete(k));
    },
  };
}

/** The journal of this browser: IndexedDB when it opens, else memory. */
export async function openAnswerJournal(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<AnswerJournal> {
  if (!factory) return memoryJournal();
  try {
    return indexedDbJournal(await openDatabase(factory));
  } catch {
    return memoryJournal();
  }
}
