import { makeProfile } from '@platform/auth/testing';
import type { AuthProfile, ListMeta } from '@platform/contract';

// the youth's profile and the fake UserManager are @platform/auth's: the shell's harness uses them too
export { type FakeUserManager, fakeUserManager, makeProfile } from '@platform/auth/testing';

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
