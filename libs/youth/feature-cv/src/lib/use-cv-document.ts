// the CV model hooks live with the shared CV view (@platform/ui-cv): the recruiter's CV bank draws the same CV
export { useCvDocument, useCvLanguage } from '@platform/ui-cv';
