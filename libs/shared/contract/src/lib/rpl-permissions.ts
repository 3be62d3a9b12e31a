/**
 * The permission keys of endpoints-rpl.ts, in a module of their own: a staff portal's menu and route table (its start
 * chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables, which only the lazy pages need.
 */
/** The keys of the RPL administration (ADR 0094). */
export const RPL_PERMISSIONS = {
  /** Every youth's applications; batches made and filled (the platform's RPL office). */
  manageBatches: 'manage_rpl_batch',
  /** An assessor's own batches: read them, mark the candidates, certify the results. */
  markBatch: 'mark_rpl_batch',
} as const;
