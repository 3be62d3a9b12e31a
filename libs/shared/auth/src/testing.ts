/**
 * Test doubles of this library, for tests only (`@platform/auth/testing`): the shell's harness and @platform/testing
 * both build on them, and neither can import the other (@platform/testing depends on the shell).
 */
import { vi } from 'vitest';
import type { AuthProfile } from '@platform/contract';
import type { OidcUserLike, UserManagerLike } from './lib/user-manager';

/** A signed-in youth by default; override any field. */
export function makeProfile(over: Partial<AuthProfile> = {}): AuthProfile {
  return {
    id: 101,
    username: 'youth',
    full_name: 'Rahima Khatun',
    full_name_en: 'Rahima Khatun',
    designation: 'Learner',
    user_type_code: 3,
    permissions: [],
    role_id: null,
    has_attended_assessment: false,
    gender: 2,
    profile_completion_percentage: 72,
    email: 'rahima@example.test',
    organization_id: null,
    institute_id: null,
    photo_file_id: null,
    preferred_locale: null,
    preferred_theme: null,
    ...over,
  };
}

/** A fake oidc-client-ts UserManager: every method is a vi.fn, so tests can assert sign-in/out calls. */
export function fakeUserManager(user: OidcUserLike | null) {
  return {
    getUser: vi.fn(async () => user),
    signinRedirect: vi.fn(async () => undefined),
    signinRedirectCallback: vi.fn(
      async () => user ?? { access_token: 'callback-token', id_token: 'callback-id' },
    ),
    signinSilent: vi.fn(async () => user),
    signoutRedirect: vi.fn(async () => undefined),
    revokeTokens: vi.fn(async () => undefined),
    removeUser: vi.fn(async () => undefined),
    clearStaleState: vi.fn(async () => undefined),
    events: { addAccessTokenExpiring: () => undefined },
  } satisfies UserManagerLike;
}

export type FakeUserManager = ReturnType<typeof fakeUserManager>;
