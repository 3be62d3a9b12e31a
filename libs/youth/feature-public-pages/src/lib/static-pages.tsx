import { STATIC_PAGE_TYPE } from '@platform/contract';
import { StaticContentPage } from './static-content-page';

export function AboutUsPage() {
  return <StaticContentPage type={STATIC_PAGE_TYPE.ABOUT_US} titleId="pages.about_us.title" />;
}

export function HowItWorksPage() {
  return <StaticContentPage type={STATIC_PAGE_TYPE.HOW_IT_WORKS} titleId="pages.how_it_works.title" />;
}

export function PrivacyPolicyPage() {
  return <StaticContentPage type={STATIC_PAGE_TYPE.PRIVACY_POLICY} titleId="pages.privacy_policy.title" />;
}

/** `/term-of-use` (spec §2 route) shows the `term_of_service` static page (spec §3 page type). */
export function TermOfUsePage() {
  return <StaticContentPage type={STATIC_PAGE_TYPE.TERM_OF_SERVICE} titleId="pages.term_of_use.title" />;
}
