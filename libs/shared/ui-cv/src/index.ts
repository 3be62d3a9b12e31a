export { CvView, type CvViewProps } from './lib/cv-view';
export { useCvDocument, useCvLanguage } from './lib/use-cv-document';
