import { defineEndpoint } from './endpoint';
import { COURSE_PERMISSIONS } from './endpoints-courses';
import type { PdfBytes } from './endpoints-cv';
import { CERTIFICATE_PERMISSIONS } from './certificates-permissions';

/*
 * Certificate templates and certificates (issue 15 item 8, issue 16 item 5; spec §7 private certificate-templates,
 * protected certificates and certificates download, public certificate-verification/{id}). Migration
 * 032_certificates.sql; gateway domain apps/gateway/src/domains/certificates; docs/decisions/0076-certificates.md.
 *
 * A template belongs to an institute: its title (bn, en), page orientation, an optional background image (a PNG or
 * JPEG the provider uploaded as a public file) and the elements placed on the page — text blocks, whose text may
 * hold the dynamic fields below (`{youth_name}`), images (a logo, a signature) and at most one QR code to the public verification page. The
 * institute's default template draws the certificates of its courses; without one the platform's default does.
 * Reading needs view_any_course (a trainer reads), every change manage_course; another institute's template is 404.
 *
 * A certificate is issued once per youth and course (the course's completion rule calls the gateway's
 * issueCourseCertificate). Its id is a random UUID (not guessable); the public verification page shows holder, course,
 * institute, date and validity, and "not found" for any other id. The youth downloads it as a PDF (the same layout
 * model as the designer's preview: `certificateLayout` below) and as an Open Badges 3.0 credential signed by the
 * platform's key; anyone can check a credential with `verifyCertificateBadge` (a changed field fails).
 */

/** Page orientations of A4. */
export const CERTIFICATE_ORIENTATIONS = ['landscape', 'portrait'] as const;
export type CertificateOrientation = (typeof CERTIFICATE_ORIENTATIONS)[number];

/** A4 in PDF points (1/72 inch), rounded: the unit of every position and size of a template. */
export const CERTIFICATE_PAGE: Record<CertificateOrientation, { width: number; height: number }> = {
  landscape: { width: 842, height: 595 },
  portrait: { width: 595, height: 842 },
};

/** The dynamic fields a text block may hold, as `{name}`. */
export const CERTIFICATE_FIELDS = [
  'youth_name',
  'youth_name_en',
  'course_title',
  'course_title_en',
  'institute',
  'institute_en',
  'issue_date',
  'certificate_id',
] as const;
export type CertificateField = (typeof CERTIFICATE_FIELDS)[number];
export type CertificateValues = Record<CertificateField, string>;

export const CERTIFICATE_ELEMENT_KINDS = ['text', 'qr', 'image'] as const;
export type CertificateElementKind = (typeof CERTIFICATE_ELEMENT_KINDS)[number];
export const CERTIFICATE_ALIGNS = ['left', 'center', 'right'] as const;
export type CertificateAlign = (typeof CERTIFICATE_ALIGNS)[number];

export const CERTIFICATE_LIMITS = {
  title: 300,
  elements: 30,
  text: 500,
  key: 40,
  fontMin: 6,
  fontMax: 72,
  /** Smallest width / height of an element, and of a QR code. */
  sizeMin: 10,
  qrMin: 40,
  /** Templates of one institute. */
  perInstitute: 100,
} as const;

/** One element placed on the page; positions and sizes in points from the top left corner. */
export interface CertificateElement {
  /** Unique within the template: `[a-z0-9-]`. */
  key: string;
  kind: CertificateElementKind;
  /** A text block's text, with `{field}`s; a QR code's and an image's are empty. */
  text: string;
  /** An image's picture (a logo, a signature): a PNG or JPEG the provider uploaded as a public file. */
  file_id?: string | null;
  x: number;
  y: number;
  width: number;
  /** A QR code is square: its height is its width. */
  height: number;
  font_size: number;
  align: CertificateAlign;
  bold: boolean;
}

/** A template as the designer sends it (create and edit). */
export interface CertificateTemplateBody {
  title: string;
  title_en?: string | null;
  orientation: CertificateOrientation;
  /** A PNG or JPEG the caller uploaded as a public file, or null. */
  background_file_id?: string | null;
  /** The institute's template for its courses' certificates (one per institute; setting it unsets the other). */
  is_default?: boolean;
  elements: CertificateElement[];
}

export interface CertificateTemplate {
  id: number;
  institute_id: number;
  title: string;
  title_en: string | null;
  orientation: CertificateOrientation;
  background_file_id: string | null;
  is_default: boolean;
  elements: CertificateElement[];
  created_at: string;
  updated_at: string;
}

/** A row of the template list. */
export type CertificateTemplateSummary = Omit<CertificateTemplate, 'elements'> & { element_count: number };

export interface CertificateTemplateListQuery {
  page?: number;
  page_size?: number;
  search?: string;
}

/** Validity of an issued certificate. */
export const CERTIFICATE_VALIDITY = ['valid', 'revoked'] as const;
export type CertificateValidity = (typeof CERTIFICATE_VALIDITY)[number];

/** The RPL assessment an RPL certificate recognises (ADR 0094): its occupation, level and batch. */
export interface CertificateRpl {
  occupation_title: string;
  occupation_title_en: string | null;
  level_title: string;
  level_title_en: string | null;
  batch_title: string | null;
  batch_title_en: string | null;
}

/** What the public verification page shows. */
export interface CertificateVerification {
  id: string;
  holder_name: string;
  holder_name_en: string | null;
  course_title: string;
  course_title_en: string | null;
  institute_title: string;
  institute_title_en: string | null;
  /** 'YYYY-MM-DD'. */
  issued_on: string;
  validity: CertificateValidity;
  /** The day it was revoked ('YYYY-MM-DD'), null while valid; the reason is never public (ADR 0105). */
  revoked_on: string | null;
  /** The RPL occupation and level of an RPL pass; null for a course's certificate. */
  rpl: CertificateRpl | null;
}

/** A certificate in the youth's list. */
export interface Certificate extends CertificateVerification {
  /** The course it was earned on; null for an RPL certificate (its `rpl` says what it recognises). */
  course_id: number | null;
  /** The public verification page (the QR code's target). */
  verification_url: string;
  /**
   * Whether the youth added it (and its badge) to the CV (ADR 0115): the CV view, the public CV and the CV PDF list
   * it while it is valid; a revoked certificate is never listed, whatever this says.
   */
  add_to_cv: boolean;
}

/** PUT …/certificates/{id}/cv: add the certificate to the CV (true) or take it off (false). */
export interface CertificateCvBody {
  add_to_cv: boolean;
}

/**
 * A certificate as the CV lists it (ADR 0115): what it is (an RPL certificate's title names its occupation and level),
 * who issued it, when, and where anyone verifies it.
 */
export type CvCertificate = Pick<
  Certificate,
  | 'id'
  | 'course_title'
  | 'course_title_en'
  | 'institute_title'
  | 'institute_title_en'
  | 'issued_on'
  | 'verification_url'
>;

/** An Open Badges 3.0 AchievementCredential (W3C verifiable credential) with a JWS proof. */
export interface CertificateBadge {
  '@context': string[];
  id: string;
  type: string[];
  issuer: { id: string; type: string[]; name: string };
  validFrom: string;
  name: string;
  credentialSubject: {
    type: string[];
    name: string;
    achievement: {
      id: string;
      type: string[];
      name: string;
      description: string;
      criteria: { narrative: string };
    };
  };
  proof: {
    type: 'JsonWebSignature2020';
    created: string;
    verificationMethod: string;
    proofPurpose: 'assertionMethod';
    /** Compact JWS (ES256) whose payload is the credential without `proof`, its keys sorted. */
    jws: string;
  };
}

export interface BadgeVerifyBody {
  credential: unknown;
}

export interface BadgeVerification {
  /** The signature is the platform's and covers exactly this credential. */
  valid: boolean;
  /** The certificate it names, when valid and still on record. */
  certificate: CertificateVerification | null;
}

/** Field messages and `status.message` ids of refused certificate calls. */
export const CERTIFICATE_ERRORS = {
  /** Two elements share a key (422 on elements). */
  duplicateKey: 'certificates.errors.duplicate_key',
  /** An element leaves the page (422 on elements[i].x …). */
  offPage: 'certificates.errors.off_page',
  /** More than one QR code (422 on elements). */
  oneQr: 'certificates.errors.one_qr',
  /** A text names a field that does not exist (422 on elements[i].text). */
  unknownField: 'certificates.errors.unknown_field',
  /** The institute has CERTIFICATE_LIMITS.perInstitute templates (409). */
  tooMany: 'certificates.errors.too_many',
  /** Revoking a certificate that is revoked already (409). */
  alreadyRevoked: 'certificates.errors.already_revoked',
  /** Restoring a certificate that is not revoked (409). */
  notRevoked: 'certificates.errors.not_revoked',
  /** The holder asks for the PDF or badge of a revoked certificate (409; ADR 0105). */
  revoked: 'certificates.errors.revoked',
  /** The holder adds a revoked certificate to the CV (409; ADR 0115). */
  revokedOnCv: 'certificates.errors.revoked_on_cv',
} as const;

/*
 * Issued certificates, platform-wide (issue 17 item 8 "certificate templates" with the staff actions; ADR 0105):
 * `view_any_certificate` lists and reads them — a platform administrator every institute's, an institute's user its
 * own institute's (another's is 404) — and downloads the PDF; `revoke_certificate` revokes one with a reason (the
 * youth is told through the outbox; the public page then says revoked with the day, never the reason) and restores a
 * revoked one. Migration 057_certificate_revocation.sql.
 */
export { CERTIFICATE_PERMISSIONS } from './certificates-permissions';

/** What a certificate was earned by: a course's completion or an RPL assessment (ADR 0094). */
export const CERTIFICATE_KINDS = ['course', 'rpl'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

export const ISSUED_CERTIFICATE_LIMITS = { search: 200, reason: 1000 } as const;

/** A row of the staff's list of issued certificates. */
export interface IssuedCertificate extends CertificateVerification {
  kind: CertificateKind;
  youth_id: number;
  course_id: number | null;
  institute_id: number | null;
  /** ISO date-time. */
  issued_at: string;
  /** ISO date-time, null while valid. */
  revoked_at: string | null;
}

/** One issued certificate as staff see it: with the revocation's reason and who revoked it. */
export interface IssuedCertificateDetail extends IssuedCertificate {
  revoked_reason: string | null;
  revoked_by_name: string | null;
  /** The public verification page (the QR code's target). */
  verification_url: string;
}

export interface IssuedCertificateQuery {
  page?: number;
  page_size?: number;
  /** The holder's name (bn or en) or the certificate's number (its id, or the start of it). */
  search?: string;
  kind?: CertificateKind;
  course_id?: number;
  institute_id?: number;
  /** Issued on or after / on or before, 'YYYY-MM-DD'. */
  issued_from?: string;
  issued_to?: string;
  validity?: CertificateValidity;
}

export interface CertificateRevokeBody {
  reason: string;
}

type IdParams = { id: number };
type UuidParams = { id: string };
const P = COURSE_PERMISSIONS;
const CP = CERTIFICATE_PERMISSIONS;

export const certificateEndpoints = {
  certificateTemplates: defineEndpoint<CertificateTemplateSummary[], undefined, CertificateTemplateListQuery>(
    {
      method: 'GET',
      path: '/private/certificate-templates',
      area: 'private',
      permission: P.viewCourse,
      list: true,
      summary: "The institute's certificate templates",
    },
  ),
  createCertificateTemplate: defineEndpoint<CertificateTemplate, CertificateTemplateBody>({
    method: 'POST',
    path: '/private/certificate-templates',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Create a certificate template of the institute',
  }),
  certificateTemplate: defineEndpoint<CertificateTemplate, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/certificate-templates/:id',
    area: 'private',
    permission: P.viewCourse,
    summary: 'A certificate template with its placed elements',
  }),
  updateCertificateTemplate: defineEndpoint<
    CertificateTemplate,
    CertificateTemplateBody,
    undefined,
    IdParams
  >({
    method: 'PUT',
    path: '/private/certificate-templates/:id',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Save a certificate template (title, orientation, background, elements)',
  }),
  deleteCertificateTemplate: defineEndpoint<{ id: number }, undefined, undefined, IdParams>({
    method: 'DELETE',
    path: '/private/certificate-templates/:id',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Delete a certificate template (issued certificates keep their PDF from the default)',
  }),
  certificateTemplatePdf: defineEndpoint<PdfBytes, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/certificate-templates/:id/preview.pdf',
    area: 'private',
    permission: P.viewCourse,
    summary: 'The template drawn as a PDF with sample values (the same engine as issued certificates)',
  }),
  youthCertificates: defineEndpoint<Certificate[]>({
    method: 'GET',
    path: '/protected/certificates',
    area: 'protected',
    summary: "The signed-in youth's certificates, newest first",
  }),
  youthCertificate: defineEndpoint<Certificate, undefined, undefined, UuidParams>({
    method: 'GET',
    path: '/protected/certificates/:id',
    area: 'protected',
    summary: "One of the signed-in youth's certificates",
  }),
  youthCertificatePdf: defineEndpoint<PdfBytes, undefined, undefined, UuidParams>({
    method: 'GET',
    path: '/protected/certificates/:id/certificate.pdf',
    area: 'protected',
    summary: 'Download a certificate as a PDF with a QR code to its public verification page',
  }),
  updateCertificateOnCv: defineEndpoint<Certificate, CertificateCvBody, undefined, UuidParams>({
    method: 'PUT',
    path: '/protected/certificates/:id/cv',
    area: 'protected',
    summary:
      'Add one of the caller’s certificates (and its badge) to the CV, or take it off (409 adding a revoked one)',
  }),
  youthCertificateBadge: defineEndpoint<CertificateBadge, undefined, undefined, UuidParams>({
    method: 'GET',
    path: '/protected/certificates/:id/badge',
    area: 'protected',
    summary: 'A certificate as an Open Badges 3.0 verifiable credential signed by the platform',
  }),
  certificateVerification: defineEndpoint<CertificateVerification, undefined, undefined, UuidParams>({
    method: 'GET',
    path: '/public/certificate-verification/:id',
    area: 'public',
    summary:
      'Public verification of a certificate: holder, course, institute, date and validity (404: not found)',
  }),
  verifyCertificateBadge: defineEndpoint<BadgeVerification, BadgeVerifyBody>({
    method: 'POST',
    path: '/public/certificate-verification/badge',
    area: 'public',
    summary: 'Check an Open Badges credential: signed by the platform and unchanged',
  }),
  certificateKeys: defineEndpoint<{ keys: Record<string, unknown>[] }>({
    method: 'GET',
    path: '/public/certificate-verification/keys',
    area: 'public',
    summary: "The public keys (JWKS) of the platform's certificate signatures",
  }),
  issuedCertificates: defineEndpoint<IssuedCertificate[], undefined, IssuedCertificateQuery>({
    method: 'GET',
    path: '/private/certificates',
    area: 'private',
    permission: CP.view,
    list: true,
    summary:
      'Issued certificates of every institute (an institute user: its own), newest first, with filters',
  }),
  issuedCertificate: defineEndpoint<IssuedCertificateDetail, undefined, undefined, UuidParams>({
    method: 'GET',
    path: '/private/certificates/:id',
    area: 'private',
    permission: CP.view,
    summary: 'One issued certificate with its revocation (reason, by whom)',
  }),
  issuedCertificatePdf: defineEndpoint<PdfBytes, undefined, undefined, UuidParams>({
    method: 'GET',
    path: '/private/certificates/:id/certificate.pdf',
    area: 'private',
    permission: CP.view,
    summary: 'Download an issued certificate as a PDF (a revoked one is stamped revoked)',
  }),
  revokeCertificate: defineEndpoint<IssuedCertificateDetail, CertificateRevokeBody, undefined, UuidParams>({
    method: 'POST',
    path: '/private/certificates/:id/revoke',
    area: 'private',
    permission: CP.revoke,
    summary: 'Revoke a certificate with a reason (409 when revoked already); the holder is notified',
  }),
  restoreCertificate: defineEndpoint<IssuedCertificateDetail, undefined, undefined, UuidParams>({
    method: 'POST',
    path: '/private/certificates/:id/restore',
    area: 'private',
    permission: CP.revoke,
    summary: 'Restore a revoked certificate (409 when it is not revoked)',
  }),
};

/* ---------- the layout model: one for the designer's preview and the PDF ---------- */

/** A drawn part of a certificate page, in points. */
export type CertificateBox =
  | {
      kind: 'text';
      key: string;
      x: number;
      y: number;
      width: number;
      height: number;
      font_size: number;
      align: CertificateAlign;
      bold: boolean;
      text: string;
    }
  | { kind: 'qr'; key: string; x: number; y: number; size: number; url: string }
  | {
      kind: 'image';
      key: string;
      x: number;
      y: number;
      width: number;
      height: number;
      file_id: string | null;
    };

export interface CertificateLayout {
  orientation: CertificateOrientation;
  width: number;
  height: number;
  boxes: CertificateBox[];
}

const FIELD_TOKEN = /\{([a-z_]+)\}/g;

/** The `{field}` names a text holds that are not fields. */
export function unknownCertificateFields(text: string): string[] {
  const fields = CERTIFICATE_FIELDS as readonly string[];
  return [...text.matchAll(FIELD_TOKEN)].map((m) => m[1] ?? '').filter((name) => !fields.includes(name));
}

/** Fills the `{field}`s of a text. */
export function fillCertificateText(text: string, values: CertificateValues): string {
  return text.replace(FIELD_TOKEN, (token, name: string) =>
    name in values ? values[name as CertificateField] : token,
  );
}

/** What each element draws on the page with these values; the QR code points at `url`. */
export function certificateLayout(
  template: Pick<CertificateTemplate, 'orientation' | 'elements'>,
  values: CertificateValues,
  url: string,
): CertificateLayout {
  const page = CERTIFICATE_PAGE[template.orientation];
  return {
    orientation: template.orientation,
    ...page,
    boxes: template.elements.map((e): CertificateBox => {
      if (e.kind === 'image')
        return {
          kind: 'image',
          key: e.key,
          x: e.x,
          y: e.y,
          width: e.width,
          height: e.height,
          file_id: e.file_id ?? null,
        };
      if (e.kind === 'qr') return { kind: 'qr', key: e.key, x: e.x, y: e.y, size: e.width, url };
      return {
        kind: 'text',
        key: e.key,
        x: e.x,
        y: e.y,
        width: e.width,
        height: e.height,
        font_size: e.font_size,
        align: e.align,
        bold: e.bold,
        text: fillCertificateText(e.text, values),
      };
    }),
  };
}

/** The platform's default layout (landscape) when an institute has no default template; texts are label ids. */
export const DEFAULT_CERTIFICATE_ELEMENTS: CertificateElement[] = [
  {
    key: 'heading',
    kind: 'text',
    text: 'certificates.default.heading',
    x: 60,
    y: 70,
    width: 722,
    height: 50,
    font_size: 32,
    align: 'center',
    bold: true,
  },
  {
    key: 'certifies',
    kind: 'text',
    text: 'certificates.default.certifies',
    x: 60,
    y: 150,
    width: 722,
    height: 24,
    font_size: 14,
    align: 'center',
    bold: false,
  },
  {
    key: 'name',
    kind: 'text',
    text: '{youth_name}',
    x: 60,
    y: 185,
    width: 722,
    height: 40,
    font_size: 28,
    align: 'center',
    bold: true,
  },
  {
    key: 'name-en',
    kind: 'text',
    text: '{youth_name_en}',
    x: 60,
    y: 228,
    width: 722,
    height: 24,
    font_size: 16,
    align: 'center',
    bold: false,
  },
  {
    key: 'completed',
    kind: 'text',
    text: 'certificates.default.completed',
    x: 60,
    y: 270,
    width: 722,
    height: 24,
    font_size: 14,
    align: 'center',
    bold: false,
  },
  {
    key: 'course',
    kind: 'text',
    text: '{course_title}',
    x: 60,
    y: 300,
    width: 722,
    height: 34,
    font_size: 22,
    align: 'center',
    bold: true,
  },
  {
    key: 'institute',
    kind: 'text',
    text: '{institute}',
    x: 60,
    y: 345,
    width: 722,
    height: 24,
    font_size: 16,
    align: 'center',
    bold: false,
  },
  {
    key: 'date',
    kind: 'text',
    text: '{issue_date}',
    x: 60,
    y: 470,
    width: 300,
    height: 20,
    font_size: 12,
    align: 'left',
    bold: false,
  },
  {
    key: 'id',
    kind: 'text',
    text: '{certificate_id}',
    x: 60,
    y: 495,
    width: 420,
    height: 20,
    font_size: 9,
    align: 'left',
    bold: false,
  },
  {
    key: 'qr',
    kind: 'qr',
    text: '',
    x: 682,
    y: 435,
    width: 100,
    height: 100,
    font_size: 12,
    align: 'left',
    bold: false,
  },
];
