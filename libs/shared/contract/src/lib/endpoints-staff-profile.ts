import { defineEndpoint } from './endpoint';
import type { AuthProfile } from './entities';

/*
 * A staff user's own profile (issue 17 item 9; spec §2 admin `/my-profile`, `/profile-edit`): the signed-in system,
 * content-provider or recruiter user edits their name, designation and photo. The password changes through the
 * provider's update-password action (the shell's `updatePassword()`), never here. A youth has the youth profile
 * (`/protected/youth-profile`) instead: these calls answer 403 to a youth. Migration 035_staff_photo.sql.
 */

export interface StaffProfileBody {
  full_name: string;
  full_name_en?: string | null;
  designation?: string | null;
}

/** The photo: a PNG or JPEG the caller uploaded as a public file, or null to remove it. */
export interface StaffPhotoBody {
  file_id: string | null;
}

export const staffProfileEndpoints = {
  updateStaffProfile: defineEndpoint<AuthProfile, StaffProfileBody>({
    method: 'PUT',
    path: '/protected/auth/profile',
    area: 'protected',
    summary: "Edit the signed-in staff user's name and designation (403 for a youth)",
  }),
  updateStaffPhoto: defineEndpoint<AuthProfile, StaffPhotoBody>({
    method: 'PUT',
    path: '/protected/auth/profile/photo',
    area: 'protected',
    summary:
      "Set the signed-in staff user's photo from a public PNG or JPEG upload of theirs (null removes it)",
  }),
} as const;
