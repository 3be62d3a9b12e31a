export { CvView, type CvViewProps } from './lib/cv-view';
export { PublicCv, type PublicCvProps } from './lib/public-cv';
export { StaffCvPage, type StaffCvPageProps } from './lib/staff-cv-page';
export { useCvDocument, useCvLanguage } from './lib/use-cv-document';
export { AssociationBadges } from './lib/association-badges';
