import { defineEndpoint } from './endpoint';
import type { ReorderSwapBody } from './endpoints-course-structure';
import type {
  PublicFaq,
  PublicGalleryAlbum,
  PublicGalleryAlbumDetail,
  PublicEvent,
  PublicLogoDock,
  PublicNotice,
  PublicPartner,
  PublicQuotationSlider,
  PublicRecentActivity,
  PublicPublication,
  PublicSlider,
  QuotationSliderOrder,
  QuotationSliderStatusBody,
} from './entities';

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
  publicNotices: defineEndpoint<PublicNotice[]>({
    method: 'GET',
    path: '/public/notices',
    area: 'public',
    summary: 'Notices and news: active, published by today, newest first (at most 100)',
  }),
  publicNotice: defineEndpoint<PublicNotice, undefined, undefined, { id: number }>({
    method: 'GET',
    path: '/public/notices/:id',
    area: 'public',
    summary: 'One published notice or news item',
  }),
  publicFaqs: defineEndpoint<PublicFaq[]>({
    method: 'GET',
    path: '/public/faqs',
    area: 'public',
    summary: 'Frequently asked questions, active, in display order',
  }),
  publicGalleryAlbums: defineEndpoint<PublicGalleryAlbum[]>({
    method: 'GET',
    path: '/public/gallery-albums',
    area: 'public',
    summary: 'Gallery albums (image or video): active, with an active item, in display order',
  }),
  publicGalleryAlbum: defineEndpoint<PublicGalleryAlbumDetail, undefined, undefined, { id: number }>({
    method: 'GET',
    path: '/public/gallery-albums/:id',
    area: 'public',
    summary: 'One active album with its active items (images with their size, videos by their address)',
  }),
  publicPublications: defineEndpoint<PublicPublication[]>({
    method: 'GET',
    path: '/public/publications',
    area: 'public',
    summary: 'Publications: active, newest first, each with its public PDF (at most 200)',
  }),
  publicPartners: defineEndpoint<PublicPartner[]>({
    method: 'GET',
    path: '/public/partners',
    area: 'public',
    summary: 'The platform’s partners: active, in display order, each with its logo and its size',
  }),
  publicLogoDocks: defineEndpoint<PublicLogoDock[]>({
    method: 'GET',
    path: '/public/logo-docks',
    area: 'public',
    summary:
      'The logo docks of the header and the footer (spec §7 public logo-docks): active, header first, in order',
  }),
  publicQuotationSliders: defineEndpoint<PublicQuotationSlider[]>({
    method: 'GET',
    path: '/public/quotation-sliders',
    area: 'public',
    summary: 'The youth home’s quotations (spec §7 public quotation-sliders): active, in display order',
  }),
  swapQuotationSlider: defineEndpoint<QuotationSliderOrder[], ReorderSwapBody, undefined, { id: number }>({
    method: 'POST',
    path: '/private/quotation-sliders/:id/swap',
    area: 'private',
    permission: 'update_quotation_slider',
    summary:
      'Swap a quotation with its neighbour in the order (direction up 1, down 2); answers the live quotations’ order',
  }),
  quotationSliderStatus: defineEndpoint<
    QuotationSliderOrder & QuotationSliderStatusBody,
    QuotationSliderStatusBody,
    undefined,
    { id: number }
  >({
    method: 'PUT',
    path: '/private/quotation-sliders/:id/status',
    area: 'private',
    permission: 'update_quotation_slider',
    summary: 'Show (1) or hide (0) a quotation on the youth home (spec §7 quotation-sliders status)',
  }),
  publicEvents: defineEndpoint<PublicEvent[]>({
    method: 'GET',
    path: '/public/events',
    area: 'public',
    summary: 'Events that have not ended: active, soonest first (at most 100)',
  }),
  publicRecentActivities: defineEndpoint<PublicRecentActivity[]>({
    method: 'GET',
    path: '/public/recent-activities',
    area: 'public',
    summary: 'Recent activities: active, newest first, pictures with their size (at most 50)',
  }),
} as const;
