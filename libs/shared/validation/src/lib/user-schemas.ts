import { array, number, object, string, type ObjectSchema } from 'yup';
import {
  type MessageChannelsBody,
  type PermissionIdsBody,
  type StaffPhotoBody,
  type StaffProfileBody,
  USER_TYPE,
  type UserCreateBody,
  type UserListQuery,
  type UserRoleBody,
  type UserUpdateBody,
  VENDOR_STATUS,
  type VendorRejectBody,
  ROW_STATUS,
  type VendorStatus,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { channels, email, integer, mobile, password, REQUIRED, requiredText, text } from './rules';

/** Schemas of identity administration (users, role and permission assignment); the gateway validates with the same. */

export const USER_LIMITS = {
  username: { min: 3, max: 100 },
  name: 300,
  designation: 300,
  rejectionReason: 1000,
  /** Upper bound of one permission assignment (the tree has far fewer). */
  permissionIds: 5000,
} as const;

/** Letters, digits, dot, underscore and dash: usernames travel in sign-in forms and URLs. */
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

const userTypeCode = () => integer().oneOf(Object.values(USER_TYPE), msg(V.oneOf)).required(REQUIRED);

/** A positive id (role, organisation…); empty input or null means none, an absent field stays absent. */
const optionalId = () =>
  integer()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? null : value))
    .positive(msg(V.oneOf))
    .nullable();

const userFields = {
  full_name: requiredText(USER_LIMITS.name),
  full_name_en: text(USER_LIMITS.name),
  designation: text(USER_LIMITS.designation),
  email: email().required(REQUIRED),
  mobile: mobile().required(REQUIRED),
  user_type_code: userTypeCode(),
  organization_id: optionalId(),
  institute_id: optionalId(),
};

/**
 * Edit a user: names, contact data, type and tenant (the gateway takes the tenant from platform administrators
 * only). Username, password and role are not changed here.
 */
export const userUpdateSchema: ObjectSchema<UserUpdateBody> = object(userFields);

/** Create a user: unique username (checked by the gateway: 'Already exists'), password rule of spec §5. */
export const userCreateSchema: ObjectSchema<UserCreateBody> = object({
  ...userFields,
  username: requiredText(USER_LIMITS.username.max)
    .min(USER_LIMITS.username.min, (p: { min: number }) => msg(V.minLength, { min: p.min }))
    .matches(USERNAME_PATTERN, { message: msg(V.format), excludeEmptyString: true }),
  password: password(),
  role_id: optionalId(),
});

export const userRoleSchema: ObjectSchema<UserRoleBody> = object({
  role_id: integer().positive(msg(V.oneOf)).required(REQUIRED),
});

/** A full replacement of grants: the ids of every permission that should be held (may be empty). */
export const permissionIdsSchema: ObjectSchema<PermissionIdsBody> = object({
  permission_ids: array(
    number().typeError(msg(V.number)).integer(msg(V.integer)).positive(msg(V.oneOf)).required(REQUIRED),
  )
    .max(USER_LIMITS.permissionIds, (p: { max: number }) => msg(V.arrayMax, { max: p.max }))
    .required(REQUIRED),
});

/** At least one of e-mail, SMS and in-app. */
export const messageChannelsSchema: ObjectSchema<MessageChannelsBody> = object({
  channels: channels(),
});

export const vendorRejectSchema: ObjectSchema<VendorRejectBody> = object({
  reason: requiredText(USER_LIMITS.rejectionReason),
});

/** Query of the user list (the gateway reads query strings: numbers arrive as text). */
export const userListQuerySchema: ObjectSchema<UserListQuery> = object({
  // out-of-range pages are clamped by the list helper (page 1, size 1–100), like every list
  page: integer(),
  page_size: integer(),
  user_type_code: integer().oneOf([...Object.values(USER_TYPE), undefined], msg(V.oneOf)),
  row_status: integer().oneOf([...Object.values(ROW_STATUS), undefined], msg(V.rowStatus)),
  role_id: integer().positive(msg(V.oneOf)),
  vendor_status: string<VendorStatus>().oneOf([...Object.values(VENDOR_STATUS), undefined], msg(V.oneOf)),
  search: text(200),
});

/** A staff user's own names and designation (/profile-edit); the same limits as the administrator's user form. */
export const staffProfileSchema: ObjectSchema<StaffProfileBody> = object({
  full_name: userFields.full_name,
  full_name_en: userFields.full_name_en,
  designation: userFields.designation,
});

/** The photo key is required (a body without it must not remove the photo by accident); null removes it. */
export const staffPhotoSchema = object({
  file_id: string().uuid(msg(V.required)).nullable().defined(REQUIRED),
}) as unknown as ObjectSchema<StaffPhotoBody>;
