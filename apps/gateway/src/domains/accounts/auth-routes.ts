import { endpoints, USER_TYPE } from '@platform/contract';
import { staffPhotoSchema, staffProfileSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import {
  findUserById,
  isActive,
  loadUserPermissions,
  setUserNames,
  setUserPhoto,
  toAuthProfile,
  type UserRow,
} from '../../identity/users';
import { photoProblem } from '../files/repository';
import { registerEndpoint } from '../../platform/endpoint';
import { forbidden, unauthorized, validationFailed } from '../../platform/errors';

/**
 * The signed-in user (`auth/profile`) and a staff user's own edits of it (issue 17 item 9, /my-profile): names,
 * designation, photo. A youth edits the youth profile instead (403 here). The password changes through the provider.
 */
export function registerAuthRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const profileOf = async (id: number) => {
    const row = await findUserById(db, id);
    if (!row || !isActive(row)) throw unauthorized();
    return toAuthProfile(row, await loadUserPermissions(db, row));
  };
  /** The caller's active staff account (401 when gone, 403 for a youth). */
  const staffUser = async (id: number): Promise<UserRow> => {
    const row = await findUserById(db, id);
    if (!row || !isActive(row)) throw unauthorized();
    if (row.user_type_code === USER_TYPE.YOUTH) throw forbidden();
    return row;
  };

  registerEndpoint(app, endpoints.authProfile, async ({ requireUser }) => profileOf(requireUser().id));

  registerEndpoint(
    app,
    endpoints.updateStaffProfile,
    async ({ requireUser, body }) => {
      const user = await staffUser(requireUser().id);
      await setUserNames(db, user.id, body);
      return profileOf(user.id);
    },
    { body: staffProfileSchema, message: 'shell.profile.saved' },
  );

  registerEndpoint(
    app,
    endpoints.updateStaffPhoto,
    async ({ requireUser, body }) => {
      const user = await staffUser(requireUser().id);
      if (body.file_id !== null) {
        const problem = await photoProblem(db, user.id, body.file_id);
        if (problem) throw validationFailed({ file_id: [problem] });
      }
      await setUserPhoto(db, user.id, body.file_id);
      return profileOf(user.id);
    },
    { body: staffPhotoSchema },
  );
}
