/**
 * The permission keys of endpoints-payments.ts, in a module of their own: a staff portal's menu and route table (its
 * start chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables, which only the lazy pages need.
 */
/** Permission keys of the payment calls (the recruiter role holds pay_job). */
export const PAYMENT_PERMISSIONS = {
  payJob: 'pay_job',
} as const;
