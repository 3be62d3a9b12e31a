export { useStaticContent } from './lib/get-static-content';
export { useVisitorCount } from './lib/get-visitor-count';
export { useSendContactMessage } from './lib/send-contact-message';
export { usePublicSliders } from './lib/get-sliders';
export { usePublicFaqs, usePublicNotice, usePublicNotices } from './lib/get-notices-faqs';
export { usePublicGalleryAlbum, usePublicGalleryAlbums } from './lib/get-gallery';
export { usePublicPublications } from './lib/get-publications';
export { usePublicLogoDocks, usePublicPartners } from './lib/get-partners';
export { usePublicEvents, usePublicQuotations, usePublicRecentActivities } from './lib/get-more-content';
