export { useOwnCv } from './lib/own-cv';
export { usePublicYouthProfile } from './lib/public-profile';
export { useChooseCvTemplate } from './lib/choose-cv-template';
export { useCvPdf, type CvPdf, type CvPdfRequest } from './lib/cv-pdf';
export { useMyAssociationApprovals, useRequestAssociationApproval } from './lib/association-approvals';
