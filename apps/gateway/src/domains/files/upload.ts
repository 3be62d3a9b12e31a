import { createHash, randomUUID } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import {
  FILE_ERROR_MESSAGES as E,
  FILE_ACCEPT,
  type FieldErrors,
  type FileAccept,
  LIMITS,
} from '@platform/contract';
import { msg, serializeMessage, VALIDATION_MESSAGES as V } from '@platform/validation';
import { HttpError } from '../../platform/errors';
import { type DetectedType, detectFileType, nameMatchesType } from './detect';

/** Spec §5 / §9: at most 1 MB per file, at most 50 MB per upload request. */
export const UPLOAD_LIMITS = {
  fileBytes: LIMITS.FILE_MAX_BYTES,
  totalBytes: LIMITS.UPLOAD_TOTAL_MAX_BYTES,
  /** 50 files of 1 MB reach the total; a few more parts may come and are refused by the total. */
  files: 60,
  fields: 10,
} as const;

/** One checked file of an upload, still in memory: nothing is stored until every part of the request passed. */
export interface ReceivedFile {
  field: string;
  name: string;
  bytes: Buffer;
  type: DetectedType;
  sha256: string;
}

const MB = 1024 * 1024;
const FIELD = /^[A-Za-z_][\w.-]{0,63}$/;
const fieldOf = (name: string) => (FIELD.test(name) ? name : 'file');

const refuse = (message: string, field: string, problem: Parameters<typeof serializeMessage>[0]) => {
  const errors: FieldErrors = { [field]: [serializeMessage(problem)] };
  return new HttpError(422, message, errors);
};

export const tooLarge = (field: string) =>
  refuse(E.maxFileSize, field, msg(V.fileSize, { max: UPLOAD_LIMITS.fileBytes / MB }));
export const wrongType = (field: string) => refuse(E.invalidFileType, field, msg(V.fileType));
const totalTooLarge = () =>
  refuse(E.maxFileSize, 'files', msg(V.uploadTotal, { max: UPLOAD_LIMITS.totalBytes / MB }));
const noFile = () => refuse(E.noFileProvided, 'file', msg(V.required));

/**
 * The name a file is kept and offered under: the last path segment of what the browser sent, in NFC, without
 * control or bidi-override characters, at most 255 characters; never used to build a path.
 */
export function cleanFileName(raw: string | undefined, type: DetectedType): string {
  const last = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const clean = last
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  const name = clean === '' || clean === '.' || clean === '..' ? `file${type.extensions[0]}` : clean;
  return [...name].slice(-255).join('');
}

function isRequestFileTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
  );
}

/**
 * Reads every part of a multipart upload and checks each file: size (1 MB), running total (50 MB), type by its
 * content, the name's extension against that type, and `accept` (images only). The first failure ends the request
 * with a 422 naming the part's field; no file of a failed request is stored.
 */
export async function receiveFiles(
  parts: AsyncIterable<Multipart>,
  accept: FileAccept,
): Promise<ReceivedFile[]> {
  const files: ReceivedFile[] = [];
  let total = 0;
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    const field = fieldOf(part.fieldname);
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if (isRequestFileTooLarge(error)) throw tooLarge(field);
      throw error;
    }
    // an empty file part is what a browser sends for a file input left empty
    if (bytes.length === 0 && !part.filename) continue;
    total += bytes.length;
    if (total > UPLOAD_LIMITS.totalBytes) throw totalTooLarge();
    const type = detectFileType(bytes);
    if (!type || !nameMatchesType(part.filename ?? '', type)) throw wrongType(field);
    if (accept === FILE_ACCEPT.IMAGE && !type.image) throw wrongType(field);
    files.push({
      field,
      name: cleanFileName(part.filename, type),
      bytes,
      type,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  }
  if (files.length === 0) throw noFile();
  return files;
}

export const newFileId = () => randomUUID();
