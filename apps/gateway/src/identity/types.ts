import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface AuthenticatedUser {
  id: number;
  username: string;
  user_type_code: number;
  permissions: Set<string>;
  role_id: number | null;
  organization_id: number | null;
  institute_id: number | null;
}

/** The sign-in service as the rest of the gateway sees it. */
export interface Identity {
  /** Mounts the built-in provider (/oidc) and its pages (/interaction); a no-op for an external issuer. */
  register(app: FastifyInstance): Promise<void>;
  /** Verifies the bearer access token and loads the user; throws HttpError 401. */
  authenticate(request: FastifyRequest): Promise<AuthenticatedUser>;
  close(): Promise<void>;
}
