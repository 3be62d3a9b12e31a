import type { AuthProfile, ListMeta } from '@platform/contract';
import type { OidcUserLike, UserManagerLike } from '@platform/auth';
import { vi } from 'vitest';

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

/** The demo system admin: user type 1 with the given permission keys. */
export function makeAdminProfile(permissions: string[] = [], over: Partial<AuthProfile> = {}): AuthProfile {
  return makeProfile({
    id: 1,
    username: 'admin',
    full_name: 'System Admin',
    full_name_en: 'System Admin',
    designation: 'Administrator',
    user_type_code: 1,
    permissions,
    role_id: 1,
    ...over,
  });
}

/** The demo content provider of institute 1 (user type 2), Mohammad Karim, with the given permission keys. */
export function makeProviderProfile(
  permissions: string[] = ['view_any_course', 'manage_course'],
  over: Partial<AuthProfile> = {},
): AuthProfile {
  return makeProfile({
    id: 5,
    username: 'provider',
    full_name: 'মোহাম্মদ করিম',
    full_name_en: 'Mohammad Karim',
    user_type_code: 2,
    institute_id: 1,
    permissions,
    ...over,
  });
}

export function makeListMeta(over: Partial<ListMeta> = {}): ListMeta {
  return { current_page: 1, page_size: 10, total: 0, total_page: 0, ...over };
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

/** The demo recruiter of organisation 1 (user type 4) with the given permission keys. */
export function makeRecruiterProfile(
  permissions: string[] = [],
  over: Partial<AuthProfile> = {},
): AuthProfile {
  return makeProfile({
    id: 3,
    username: 'recruiter',
    full_name: 'Tanvir Hasan',
    full_name_en: 'Tanvir Hasan',
    designation: null,
    user_type_code: 4,
    organization_id: 1,
    permissions,
    ...over,
  });
}
