export { CvView, type CvViewProps } from './lib/cv-view';
export { PublicCv, type PublicCvProps } from './lib/public-cv';
export { useCvDocument, useCvLanguage } from './lib/use-cv-document';
