import { defineEndpoint } from './endpoint';
import type { FileBytes } from './endpoints-files';
import type { ValueOf } from './enums';

/*
 * My locker (issue 18 item 5, ADR 0085): the youth's documents in one place. A document is a file the youth uploaded
 * through the files domain (POST /protected/files, private: size, type and content checked there) kept under a title
 * and a category; only PDF, JPEG and PNG files can be kept. The youth shares a document by a link that lives 1, 7 or
 * 30 days: the gateway makes a 256-bit random token, stores only its sha-256 and answers the link once; the public
 * /shared-documents/<token> serves the file while the link lives. A revoked or expired link, and every call on
 * another youth's document or link, answers 404.
 */

export const LOCKER_CATEGORY = {
  NID: 'nid',
  CERTIFICATE: 'certificate',
  TRANSCRIPT: 'transcript',
  OTHER: 'other',
} as const;
export type LockerCategory = ValueOf<typeof LOCKER_CATEGORY>;
export const LOCKER_CATEGORIES = Object.values(LOCKER_CATEGORY) as readonly LockerCategory[];

/** The lifetimes a share link may have, in days. */
export const LOCKER_SHARE_DAYS = [1, 7, 30] as const;
export type LockerShareDays = (typeof LOCKER_SHARE_DAYS)[number];

/** Detected types a locker document may have (the files domain detects them by content). */
export const LOCKER_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const LOCKER_LIMITS = { title: 200, perYouth: 100, liveSharesPerDocument: 20 } as const;

/** `status.message` of a refused locker call. */
export const LOCKER_ERRORS = {
  limit: 'locker.errors.limit',
  shareLimit: 'locker.errors.share_limit',
  fileNotYours: 'locker.errors.file_not_yours',
  fileType: 'locker.errors.file_type',
  fileInUse: 'locker.errors.file_in_use',
  fileNotPrivate: 'locker.errors.file_not_private',
} as const;

/** A live share link of a document (the token itself is never shown again after it was made). */
export interface LockerShare {
  id: number;
  expires_at: string;
  created_at: string;
}

/** A new share link: the only answer that carries the link. */
export interface LockerShareCreated extends LockerShare {
  /** Absolute URL of the shared file (`<gateway>/shared-documents/<token>`), usable without signing in. */
  url: string;
}

export interface LockerDocument {
  id: number;
  title: string;
  category: LockerCategory;
  file: {
    id: string;
    original_name: string;
    /** PDF, JPEG or PNG, detected from the content. */
    mime_type: string;
    size: number;
    /** Where the owner reads the bytes (`/protected/files/<id>`). */
    path: string;
  };
  /** Links that are neither expired nor revoked, newest first. */
  shares: LockerShare[];
  created_at: string;
  updated_at: string;
}

/** Keep an uploaded file (a private upload of the caller) in the locker. */
export interface LockerDocumentBody {
  file_id: string;
  title: string;
  category: LockerCategory;
}

/** Rename or re-categorise a document. */
export interface LockerDocumentUpdateBody {
  title: string;
  category: LockerCategory;
}

export interface LockerShareBody {
  /** 1, 7 or 30. */
  lifetime_days: LockerShareDays;
}

type IdParams = { id: number };
type TokenParams = { token: string };

export const lockerEndpoints = {
  lockerDocuments: defineEndpoint<LockerDocument[]>({
    method: 'GET',
    path: '/protected/locker/documents',
    area: 'protected',
    summary: "The caller's locker documents (at most 100), newest first, each with its live share links",
  }),
  createLockerDocument: defineEndpoint<LockerDocument, LockerDocumentBody>({
    method: 'POST',
    path: '/protected/locker/documents',
    area: 'protected',
    summary:
      'Keep an uploaded file (private, the caller’s own, PDF/JPEG/PNG) in the locker under a title and a category',
  }),
  updateLockerDocument: defineEndpoint<LockerDocument, LockerDocumentUpdateBody, undefined, IdParams>({
    method: 'PUT',
    path: '/protected/locker/documents/:id',
    area: 'protected',
    summary: "Rename or re-categorise one of the caller's documents (404 for another youth's)",
  }),
  deleteLockerDocument: defineEndpoint<null, undefined, undefined, IdParams>({
    method: 'DELETE',
    path: '/protected/locker/documents/:id',
    area: 'protected',
    summary: "Delete one of the caller's documents, its file and every share link (404 for another youth's)",
  }),
  createLockerShare: defineEndpoint<LockerShareCreated, LockerShareBody, undefined, IdParams>({
    method: 'POST',
    path: '/protected/locker/documents/:id/shares',
    area: 'protected',
    summary:
      'Share one of the caller’s documents by a link living 1, 7 or 30 days; the answer holds the link (only its hash is kept)',
  }),
  revokeLockerShare: defineEndpoint<null, undefined, undefined, IdParams>({
    method: 'DELETE',
    path: '/protected/locker/shares/:id',
    area: 'protected',
    summary: "Revoke a share link of one of the caller's documents (404 for another youth's)",
  }),
  sharedDocument: defineEndpoint<FileBytes, undefined, undefined, TokenParams>({
    method: 'GET',
    path: '/shared-documents/:token',
    area: 'system',
    summary:
      'The bytes of a shared locker document while its link lives (no api-key, no token); expired, revoked or unknown: 404',
  }),
} as const;
