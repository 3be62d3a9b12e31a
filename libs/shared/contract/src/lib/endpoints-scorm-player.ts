import { defineEndpoint } from './endpoint';
import type { ScormVersion } from './endpoints-course-structure';

/*
 * SCORM lessons played by a real SCORM runtime (issue 16 item 3; ADR 0102). The youth's player asks for a launch:
 * a short-lived, unguessable address of a small wrapper page served by the gateway (`/scorm-player/<token>/`), which
 * the portal frames. The wrapper runs scorm-again on the gateway's origin with the learner's saved CMI, frames the
 * package's launch file from the same origin, saves every commit under the token, and tells the portal (only its
 * origin) about saving and completion with postMessage. Migration 055_scorm_player.sql; gateway domain
 * apps/gateway/src/domains/scorm-player.
 */

/** A launch of a SCORM lesson for its enrolled youth. */
export interface ScormLaunch {
  lesson_id: number;
  version: ScormVersion;
  /** The wrapper page to frame: `<gateway>/scorm-player/<token>/`. No bearer token in it. */
  url: string;
  /** When the launch stops working (ISO time). */
  expires_at: string;
}

/** The messages the wrapper page posts to the youth portal (its origin only). */
export type ScormPlayerMessage =
  | { type: 'scorm-player'; event: 'saving' }
  | { type: 'scorm-player'; event: 'saved'; completed: boolean }
  | { type: 'scorm-player'; event: 'save_failed' };

/** `status.message` of refused calls. */
export const SCORM_PLAYER_ERRORS = {
  /** The lesson is no SCORM lesson, or its package is missing (409). */
  notScorm: 'scorm_player.errors.not_scorm',
  /** A commit's CMI over SCORM_PLAYER_LIMITS.cmiBytes (422, on `cmi`). */
  cmiTooLarge: 'course_learning.errors.cmi_too_large',
} as const;

export const SCORM_PLAYER_LIMITS = {
  /** The CMI kept per youth and lesson, as JSON. */
  cmiBytes: 64 * 1024,
  /** How long a launch works. */
  launchSeconds: 2 * 60 * 60,
} as const;

export const scormPlayerEndpoints = {
  scormLaunch: defineEndpoint<ScormLaunch, undefined, undefined, { id: number; lessonId: number }>({
    method: 'POST',
    path: '/protected/courses/:id/lessons/:lessonId/scorm-launch',
    area: 'protected',
    summary:
      "Launch a SCORM lesson for the course's enrolled youth: a 2-hour address of the gateway's SCORM player page (404 otherwise)",
  }),
} as const;
