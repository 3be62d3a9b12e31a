/*
 * A platform staff member's deactivation of a tenant's public record — a job post or a course (ADR 0107, 0112): the
 * reason is required, stored with who and when, shown to the owner and sent to its administrators.
 */

/** The reason's length in characters (after trimming): long enough to say why, short enough for a notice. */
export const DEACTIVATION_REASON_LIMITS = { min: 10, max: 500 } as const;

/** Body of PUT /private/jobs/{id}/deactivate and /private/courses/{id}/deactivate. */
export interface DeactivationBody {
  reason: string;
}
