import { defineEndpoint } from './endpoint';
import type { CvTemplate } from './endpoints-youth-profile';

/*
 * The CV as a PDF and the profile photo (issue 5, spec §2 youth menu "my CV", §7 protected cv and photo, public
 * youth/{id}/cv). The PDF is drawn by the gateway (docs/decisions/0052-cv-pdf.md) from the same view the JSON CV
 * answers: shown sections only, items added to the CV only. Its bytes are not enveloped; errors are.
 */

/** The languages a CV PDF is written in (its headings and labels; the youth's own text is as entered). */
export const CV_LANGUAGES = ['en-US', 'bn-BD'] as const;
export type CvLanguage = (typeof CV_LANGUAGES)[number];

/** Query of a CV PDF: the template (absent: the youth's chosen one) and the language of its labels (absent: en-US). */
export interface CvPdfQuery {
  template?: string;
  lang?: CvLanguage;
}

/** The bytes of a PDF (`application/pdf`, `Content-Disposition: attachment`). */
export type PdfBytes = ArrayBuffer;

/** Sets (or with null clears) the profile photo: a PNG or JPEG the caller uploaded as a public file. */
export interface YouthPhotoBody {
  file_id: string | null;
}
export interface YouthPhoto {
  photo_file_id: string | null;
}

/** The template the youth's public CV uses by default (the predecessor's `youth-set-default-cv-template`). */
export interface YouthCvTemplateBody {
  cv_template: CvTemplate;
}

/** Message ids of a refused photo (the field error of `file_id`). */
export const PHOTO_ERROR_MESSAGES = {
  /** Not a PNG or JPEG (the PDF can embed only these). */
  notAnImage: 'cv.errors.photo_type',
  /** Uploaded as a private file: the photo shows on the public profile. */
  notPublic: 'cv.errors.photo_not_public',
} as const;

/** CV PDF and photo endpoints; spread into the youth profile endpoints. */
export const cvEndpoints = {
  youthOwnCvPdf: defineEndpoint<PdfBytes, undefined, CvPdfQuery>({
    method: 'GET',
    path: '/protected/youth-profile/cv.pdf',
    area: 'protected',
    summary: 'The signed-in youth’s CV as a PDF (template classic, modern or colorful; lang en-US or bn-BD)',
  }),
  publicYouthCvPdf: defineEndpoint<PdfBytes, undefined, CvPdfQuery, { id: string }>({
    method: 'GET',
    path: '/public/youth/:id/cv.pdf',
    area: 'public',
    summary: 'A youth’s CV as a PDF by its public id: shown sections, items added to the CV',
  }),
  updateYouthCvTemplate: defineEndpoint<YouthCvTemplateBody, YouthCvTemplateBody>({
    method: 'PUT',
    path: '/protected/youth-profile/cv-template',
    area: 'protected',
    summary:
      'Choose the template of the CV (classic, modern, colorful): the public CV PDF uses it by default',
  }),
  updateYouthPhoto: defineEndpoint<YouthPhoto, YouthPhotoBody>({
    method: 'PUT',
    path: '/protected/youth-profile/photo',
    area: 'protected',
    summary:
      'Set the profile photo from a PNG or JPEG the caller uploaded as a public file (null removes it)',
  }),
} as const;
