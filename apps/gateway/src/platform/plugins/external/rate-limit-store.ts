import { type Db, firstRow } from '../../../db/client';

/**
 * Fixed-window counters in Postgres, so every gateway replica sees the same counts (ARCHITECTURE §1: no shared state
 * in memory): adds `by` hits to the key's window and answers the window's count and the ms left of it.
 */
export async function hit(
  db: Db,
  key: string,
  windowMs: number,
  by = 1,
): Promise<{ current: number; ttl: number }> {
  const r = await db.query<{ hits: number; ttl: number }>(
    `insert into rate_limits (key, hits, window_ends_at) values ($1, $3, now() + make_interval(secs => $2::float8 / 1000))
     on conflict (key) do update set
       hits = case when rate_limits.window_ends_at <= now() then excluded.hits else rate_limits.hits + excluded.hits end,
       window_ends_at = case when rate_limits.window_ends_at <= now() then excluded.window_ends_at else rate_limits.window_ends_at end
     returning hits, greatest(0, extract(epoch from (window_ends_at - now())) * 1000)::int as ttl`,
    [key, windowMs, by],
    { prepare: true },
  );
  const row = firstRow(r, 'rate limit counter');
  return { current: row.hits, ttl: row.ttl };
}

/**
 * Adds many keys' hits in one statement (the write-behind exchange) and answers each key's shared count and the ms
 * left of its window, as `hit` does for one.
 */
async function hitMany(
  db: Db,
  counts: ReadonlyMap<string, number>,
  windowMs: number,
): Promise<Map<string, { current: number; ttl: number }>> {
  const r = await db.query<{ key: string; hits: number; ttl: number }>(
    `insert into rate_limits (key, hits, window_ends_at)
       select k, n, now() + make_interval(secs => $3::float8 / 1000) from unnest($1::text[], $2::int[]) as t(k, n)
     on conflict (key) do update set
       hits = case when rate_limits.window_ends_at <= now() then excluded.hits else rate_limits.hits + excluded.hits end,
       window_ends_at = case when rate_limits.window_ends_at <= now() then excluded.window_ends_at else rate_limits.window_ends_at end
     returning key, hits, greatest(0, extract(epoch from (window_ends_at - now())) * 1000)::int as ttl`,
    [[...counts.keys()], [...counts.values()], windowMs],
    { prepare: true },
  );
  return new Map(r.rows.map((row) => [row.key, { current: row.hits, ttl: row.ttl }]));
}

interface Entry {
  /** The shared count at the last exchange with the table. */
  base: number;
  /** Hits of this replica since then, not yet in the table. */
  pending: number;
  windowEndsAt: number;
}

/**
 * Write-behind counters for the general per-address limit (docs/decisions/0012-rate-limit-counters-in-postgres.md):
 * a replica learns a key's shared count with its first hit (one exchange with the table, awaited), then counts it in
 * memory; every `syncMs` one statement exchanges all the keys counted since (adds what this replica counted, reads
 * what every replica has added), and keys whose window has ended are forgotten. So a request of a known address never
 * waits for the table, however many addresses are busy (one statement a second per replica, not one per address),
 * and a limit is enforced within a second's traffic of the other replicas. Only for a generous limit: the tight
 * per-route limits count exactly (`hit` per request).
 */
export class WriteBehindCounters {
  private readonly entries = new Map<string, Entry>();
  /** Keys whose first exchange with the table is under way: settles when it has (either way). */
  private readonly learning = new Map<string, Promise<void>>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly windowMs: number,
    syncMs: number,
  ) {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), syncMs);
    this.timer.unref();
  }

  /**
   * Counts a hit of a key this replica knows (its window not ended) at once, without a promise: the hot path of every
   * request (ADR 0126, revision 2). Undefined for a key it does not know yet: then `incr`, which asks the table.
   */
  countKnown(key: string): { current: number; ttl: number } | undefined {
    const known = this.entries.get(key);
    if (known === undefined) return undefined;
    const now = Date.now();
    if (now >= known.windowEndsAt) return undefined;
    known.pending += 1;
    return { current: known.base + known.pending, ttl: known.windowEndsAt - now };
  }

  async incr(key: string): Promise<{ current: number; ttl: number }> {
    const counted = this.countKnown(key);
    if (counted) return counted;
    // the key's first exchange is already under way (a new visitor's page asks for several things at once): this hit
    // waits for it and is then counted in memory, instead of an exchange of its own (ADR 0126, revision 2)
    const learning = this.learning.get(key);
    if (learning) {
      await learning;
      const then = this.countKnown(key);
      if (then) return then;
    }
    const known = this.entries.get(key);
    // a key this replica does not know yet, or whose window has ended: this hit and any counted meanwhile are added to
    // the table now, and the shared count read
    const e = known ?? { base: 0, pending: 0, windowEndsAt: 0 };
    this.entries.set(key, e);
    const add = e.pending + 1;
    e.pending = 0;
    const exchange = hit(this.db, key, this.windowMs, add).then((r) => {
      e.base = r.current;
      e.windowEndsAt = Date.now() + r.ttl;
      return r;
    });
    const settled = exchange.then(
      () => undefined,
      () => undefined,
    );
    this.learning.set(key, settled);
    try {
      const r = await exchange;
      return { current: r.current + e.pending, ttl: r.ttl };
    } catch (err) {
      e.pending += add; // not lost: the next exchange adds them
      throw err;
    } finally {
      if (this.learning.get(key) === settled) this.learning.delete(key);
    }
  }

  /**
   * The exchange: writes every count not yet in the table in one statement, reads back each key's shared count, and
   * forgets the keys whose window has ended.
   */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const now = Date.now();
      const counts = new Map<string, number>();
      for (const [key, e] of this.entries) {
        if (e.pending > 0) {
          counts.set(key, e.pending);
          e.base += e.pending;
          e.pending = 0;
        } else if (now >= e.windowEndsAt) this.entries.delete(key);
      }
      if (counts.size === 0) return;
      try {
        const shared = await hitMany(this.db, counts, this.windowMs);
        const at = Date.now();
        for (const [key, r] of shared) {
          const e = this.entries.get(key);
          if (!e) continue;
          e.base = r.current;
          e.windowEndsAt = at + r.ttl;
        }
      } catch (err) {
        for (const [key, n] of counts) {
          const e = this.entries.get(key);
          if (e) {
            e.pending += n;
            e.base -= n;
          }
        }
        throw err;
      }
    });
    return this.flushing;
  }

  /** Stops the timer and writes what is left (the app's close). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }
}

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store class for @fastify/rate-limit: the global limit counts through `counters` (write-behind), a route's own
 * tighter limit (`child`) counts exactly, one `hit` per request.
 */
export function postgresStore(db: Db, counters?: WriteBehindCounters) {
  return class PostgresRateLimitStore {
    private readonly windowMs: number;
    private readonly prefix: string;
    constructor(options: { timeWindow?: number | string; keyPrefix?: string }) {
      this.windowMs = typeof options.timeWindow === 'number' ? options.timeWindow : 60_000;
      this.prefix = options.keyPrefix ?? 'rl:';
    }
    incr(key: string, cb: Callback) {
      const counted = counters ? counters.incr(this.prefix + key) : hit(db, this.prefix + key, this.windowMs);
      counted.then(
        (r) => cb(null, r),
        (e: Error) => cb(e),
      );
    }
    // the plugin passes the merged limit options with the route under `routeInfo`: one counter per route and address
    // (reading method/url from the top level gave every tight route the one key 'rl:undefinedundefined:')
    child(routeOptions: unknown) {
      const o = routeOptions as {
        timeWindow?: number | string;
        routeInfo?: { method?: string | string[]; url?: string };
      };
      const method = [o.routeInfo?.method ?? ''].flat().join(',');
      const Exact = postgresStore(db);
      return new Exact({
        timeWindow: o.timeWindow ?? this.windowMs,
        keyPrefix: `${this.prefix}${method}${o.routeInfo?.url ?? ''}:`,
      });
    }
  };
}
