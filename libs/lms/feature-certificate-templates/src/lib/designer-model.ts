import type { CertificateElement, CertificateTemplate, CertificateTemplateBody } from '@platform/contract';

/* The designer's plain pieces: the form's values of a template, the starting boxes of new elements, and key moves. */

/** The id of the designer's form (its save button sits outside it, in the settings panel). */
export const FORM_ID = 'certificate-designer';

/** The verification link the preview's QR code and `{verify_url}` show. */
export const SAMPLE_URL = 'https://example.org/certificates/00000000-0000-4000-8000-000000000000';

export function bodyOf(template: CertificateTemplate): CertificateTemplateBody {
  return {
    title: template.title,
    title_en: template.title_en ?? '',
    orientation: template.orientation,
    background_file_id: template.background_file_id,
    is_default: template.is_default,
    elements: template.elements,
  };
}

export type NewElement = Omit<CertificateElement, 'key'>;

const BOX = { font_size: 12, align: 'left', bold: false } as const;

/** A new text element (a sentence, or a `{field}` placeholder). */
export const newText = (text: string): NewElement => ({
  kind: 'text',
  text,
  x: 60,
  y: 60,
  width: 300,
  height: 30,
  font_size: 16,
  align: 'left',
  bold: false,
});

export const NEW_QR: NewElement = { kind: 'qr', text: '', x: 40, y: 40, width: 100, height: 100, ...BOX };

export const NEW_IMAGE: NewElement = {
  kind: 'image',
  text: '',
  file_id: null,
  x: 40,
  y: 40,
  width: 140,
  height: 70,
  ...BOX,
};

export const clamp = (value: number, min: number, max: number) =>
  Math.max(min, Math.min(max, Math.round(value)));

/** A key not used yet: `text-3`, `qr`. */
export function freshKey(elements: readonly CertificateElement[], base: string): string {
  const used = new Set(elements.map((e) => e.key));
  if (!used.has(base)) return base;
  for (let i = 2; ; i += 1) if (!used.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** The arrow keys' steps (x, y) of one point. */
export const ARROW_STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
