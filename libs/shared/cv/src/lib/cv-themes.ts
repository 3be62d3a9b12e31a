import { CV_TEMPLATE, type CvTemplate } from '@platform/contract';

/*
 * The CV templates are data: what the gateway's one layout engine (apps/gateway/src/cv/render-pdf.ts) varies —
 * colours, sizes, spacing and the shape of the header, the section headings and the chips. A new template is one
 * more object here; the youth portal draws its HTML previews from the same objects.
 */

export interface CvTheme {
  id: CvTemplate;
  /** Points (1/72 inch) around the page. */
  margin: number;
  size: { name: number; altName: number; heading: number; title: number; body: number; small: number };
  /** Extra points between lines of body text; Bengali vowel signs need room above and below (≥ 1.5 line height). */
  lineGap: number;
  gap: { section: number; entry: number };
  color: {
    text: string;
    muted: string;
    accent: string;
    headerText: string;
    chipText: string;
    chipFill: string;
  };
  /** centered: name centred over a rule; side: name left, photo right; banner: a full-width coloured band. */
  header: 'centered' | 'side' | 'banner';
  /** rule: a line under the heading; bar: a coloured block before it; band: a tinted strip behind it. */
  heading: 'rule' | 'bar' | 'band';
  chips: 'inline' | 'pill';
  photo: 'square' | 'circle';
}

export const CV_THEMES: Record<CvTemplate, CvTheme> = {
  [CV_TEMPLATE.CLASSIC]: {
    id: CV_TEMPLATE.CLASSIC,
    margin: 54,
    size: { name: 22, altName: 12, heading: 12.5, title: 11, body: 10, small: 9 },
    lineGap: 3,
    gap: { section: 14, entry: 8 },
    color: {
      text: '#1a1a1a',
      muted: '#555555',
      accent: '#1a1a1a',
      headerText: '#1a1a1a',
      chipText: '#1a1a1a',
      chipFill: '#ffffff',
    },
    header: 'centered',
    heading: 'rule',
    chips: 'inline',
    photo: 'square',
  },
  [CV_TEMPLATE.MODERN]: {
    id: CV_TEMPLATE.MODERN,
    margin: 48,
    size: { name: 24, altName: 12, heading: 13, title: 11, body: 10, small: 9 },
    lineGap: 3,
    gap: { section: 16, entry: 8 },
    color: {
      text: '#202124',
      muted: '#5f6368',
      accent: '#00695c',
      headerText: '#202124',
      chipText: '#00695c',
      chipFill: '#e0f2f1',
    },
    header: 'side',
    heading: 'bar',
    chips: 'pill',
    photo: 'circle',
  },
  [CV_TEMPLATE.COLORFUL]: {
    id: CV_TEMPLATE.COLORFUL,
    margin: 44,
    size: { name: 24, altName: 12, heading: 12.5, title: 11, body: 10, small: 9 },
    lineGap: 3,
    gap: { section: 14, entry: 7 },
    color: {
      text: '#1f1f1f',
      muted: '#5a5a5a',
      accent: '#6a1b9a',
      headerText: '#ffffff',
      chipText: '#ffffff',
      chipFill: '#8e24aa',
    },
    header: 'banner',
    heading: 'band',
    chips: 'pill',
    photo: 'circle',
  },
};

export const CV_TEMPLATES = Object.keys(CV_THEMES) as CvTemplate[];
