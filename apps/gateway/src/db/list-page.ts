import type { Db } from './client';

/*
 * A filtered, paged list read in two statements — the count of all it matches, then one page of rows — as the
 * platform lists (courses, batches, trainers; ADR 0107, 0118, 0124) write it: conditions added as data, each value
 * bound once, and the `{ data, total }` a list endpoint answers.
 */

/** The conditions of a list, joined with `and`, and their bound values ($1, $2 … in the order they were added). */
export class ListWhere {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  /** Conditions that bind nothing of their own (or bind through `params`, as a tenant scope condition does). */
  push(...conditions: string[]): this {
    this.conditions.push(...conditions);
    return this;
  }

  /** `condition` over the placeholder of `value`; nothing at all when the value is null, undefined or ''. */
  add(condition: (placeholder: string) => string, value: unknown): this {
    if (value == null || value === '') return this;
    this.params.push(value);
    return this.push(condition(`$${this.params.length}`));
  }

  /** The conditions as SQL (`true` when there are none). */
  get sql(): string {
    return this.conditions.length ? this.conditions.join(' and ') : 'true';
  }
}

export interface ListPageQuery {
  /** `from …` of the count: the tables the conditions read (without the joins only the columns need). */
  countFrom: string;
  /** `select … from …` of the rows. */
  select: string;
  where: ListWhere;
  orderBy: string;
  page: { page: number; page_size: number };
}

/** The page asked for, each row read by `rowOf`, and the count of all rows the conditions match. */
export async function listPage<T, R extends Record<string, unknown> = Record<string, unknown>>(
  db: Db,
  q: ListPageQuery,
  rowOf: (row: R) => T,
): Promise<{ data: T[]; total: number }> {
  const { sql, params } = q.where;
  const total = await db.query<{ n: number }>(
    `select count(*)::int as n ${q.countFrom} where ${sql}`,
    params,
  );
  const rows = await db.query<R>(
    `${q.select} where ${sql} order by ${q.orderBy}
      limit ${q.page.page_size} offset ${(q.page.page - 1) * q.page.page_size}`,
    params,
  );
  return { data: rows.rows.map(rowOf), total: total.rows[0]?.n ?? 0 };
}
