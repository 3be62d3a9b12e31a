export {
  fakeUserManager,
  makeAdminProfile,
  makeListMeta,
  makeProfile,
  makeProviderProfile,
  makeRecruiterProfile,
} from './lib/factories';
export type { FakeUserManager } from './lib/factories';
export {
  makeAssessmentPayment,
  makeAttemptResult,
  makeJobPayment,
  makeYouthJobAssessment,
} from './lib/assessment-factories';
export {
  CERTIFICATE_ID,
  makeCertificate,
  makeCertificateVerification,
} from './lib/certificate-factories';
export { makeBlankQuestion, makeBrowserQuestion, makeDatabasesQuestion } from './lib/exam-question-factories';
export { makeCourse, makeCourseBatch, makeCourseSchedule, makeCourseTexts } from './lib/course-factories';
export { makeStaticContent } from './lib/cms-factories';
export { makeCvBankEntry, makeCvEducation, makeCvGuardian, makeCvView } from './lib/cv-factories';
export { lookupEndpoints, makeLookup, makeTitledRecord } from './lib/lookup-factories';
export { dayFromToday, makeCompleteJobPost, makeJobPost } from './lib/job-factories';
export { makeJobApplication, makePublicJob } from './lib/public-job-factories';
export {
  GATEWAY_URL,
  envelope,
  errorResponse,
  handlerFor,
  listEnvelope,
  listHandlerFor,
  pathAndQuery,
  pdfAnswer,
  server,
  setupMswServer,
} from './lib/msw';
export type { HandlerAnswer, HandlerContext } from './lib/msw';
export {
  ADMIN_PORTAL,
  ASSESSMENT_PORTAL,
  LMS_PORTAL,
  asAdmin,
  asProvider,
  asRecruiter,
  RECRUITER_PORTAL,
  renderWithPlatform,
  setupPlatformTests,
  testConfig,
} from './lib/render';
export { asYouth, asYouthInAssessment } from './lib/as-youth';
export { stubDownload } from './lib/downloads';
export { pdfHandlerFor } from './lib/pdf-handler';
export { fill } from './lib/fill';
export { withNodeFileApi } from './lib/uploads';
export type { OpenPage, RenderWithPlatformOptions, RenderWithPlatformResult } from './lib/render';
export { describePortalDefinition } from './lib/portal-definition';
export type { DescribePortalDefinitionOptions, PortalDefinitionLike } from './lib/portal-definition';
