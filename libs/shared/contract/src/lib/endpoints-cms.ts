import { defineEndpoint } from './endpoint';
import type { PublicSlider } from './entities';

/**
 * What the public site shows from the CMS (issue 17 item 1). The admin side of sliders, notices and FAQs is the
 * resource engine's (`@platform/resources`, `/private/<segment>`); static pages are in `platformEndpoints`.
 */
export const cmsEndpoints = {
  publicSliders: defineEndpoint<PublicSlider[]>({
    method: 'GET',
    path: '/public/sliders',
    area: 'public',
    summary: 'The youth home’s sliders: active, within their dates, in display order',
  }),
} as const;
