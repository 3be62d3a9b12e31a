import { userTypeFlags } from '@platform/contract';
import type { AuthenticatedUser } from '../identity/types';
import { forbidden } from './errors';

/**
 * The `caller` check of a youth-only endpoint (spec §6: any unknown type code counts as youth): 403 for anyone else,
 * before the request's body or query is read.
 */
export function youthOnly(user: AuthenticatedUser): void {
  if (!userTypeFlags(user.user_type_code).isYouthUser) throw forbidden();
}

/** The caller's user id when the caller is a youth (the rule of `youthOnly`); 403 for anyone else. */
export function youthIdOf(user: AuthenticatedUser): number {
  youthOnly(user);
  return user.id;
}
