import type { AuthProfile } from '@platform/contract';
import { makeProfile } from './factories';
import { ASSESSMENT_PORTAL, type RenderWithPlatformOptions } from './render';

/**
 * Signs in the demo youth, Rahima Khatun (user type 3), in the youth portal: `open('/my-locker', asYouth())` — the
 * youth counterpart of `asAdmin` / `asProvider` / `asRecruiter`; `over` changes any field of the profile.
 */
export function asYouth(over: Partial<AuthProfile> = {}): RenderWithPlatformOptions {
  return { user: makeProfile(over) };
}

/** Signs in the demo youth in the assessment portal, where youths sit their exams. */
export function asYouthInAssessment(over: Partial<AuthProfile> = {}): RenderWithPlatformOptions {
  return { user: makeProfile(over), portal: ASSESSMENT_PORTAL };
}
