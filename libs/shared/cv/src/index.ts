export {
  buildCvDocument,
  type CvDocument,
  type CvEntry,
  type CvFact,
  type CvSection,
  type CvTranslate,
} from './lib/cv-document';
export { CV_TEMPLATES, CV_THEMES, type CvTheme } from './lib/cv-themes';
