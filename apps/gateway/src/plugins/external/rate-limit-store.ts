import { type Db, firstRow } from '../../db/client';

/**
 * Fixed-window counters in Postgres, so every gateway replica sees the same counts (ARCHITECTURE §1:
 * no shared state in memory). One upsert per request.
 */
export async function hit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const r = await db.query<{ hits: number; ttl: number }>(
    `insert into rate_limits (key, hits, window_ends_at) values ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
     on conflict (key) do update set
       hits = case when rate_limits.window_ends_at <= now() then 1 else rate_limits.hits + 1 end,
       window_ends_at = case when rate_limits.window_ends_at <= now() then excluded.window_ends_at else rate_limits.window_ends_at end
     returning hits, greatest(0, extract(epoch from (window_ends_at - now())) * 1000)::int as ttl`,
    [key, windowMs],
  );
  const row = firstRow(r, 'rate limit counter');
  return { current: row.hits, ttl: row.ttl };
}

/** A store for @fastify/rate-limit backed by `hit`. */
export function postgresStore(db: Db) {
  return class PostgresRateLimitStore {
    private readonly windowMs: number;
    private readonly prefix: string;
    constructor(options: { timeWindow?: number | string; keyPrefix?: string }) {
      this.windowMs = typeof options.timeWindow === 'number' ? options.timeWindow : 60_000;
      this.prefix = options.keyPrefix ?? 'rl:';
    }
    incr(key: string, cb: (err: Error | null, result?: { current: number; ttl: number }) => void) {
      hit(db, this.prefix + key, this.windowMs).then((r) => cb(null, r), (e: Error) => cb(e));
    }
    child(routeOptions: unknown) {
      const o = routeOptions as { timeWindow?: number | string; method?: string | string[]; url?: string };
      const Self = postgresStore(db);
      return new Self({ timeWindow: o.timeWindow ?? this.windowMs, keyPrefix: `${this.prefix}${String(o.method)}${o.url}:` });
    }
  };
}
