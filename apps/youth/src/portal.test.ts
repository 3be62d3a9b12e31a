import { catalogue } from '@platform/i18n/catalogue';
import { describePortalDefinition } from '@platform/testing';
import { portal } from './portal';

const pages = [
  ...['/', '/about-us', '/how-it-works', '/privacy-policy', '/term-of-use', '/contact-us'],
  ...[
    '/signup',
    '/verify-phone-number',
    '/email-verification-success',
    '/forgot-password',
    '/update-password',
  ],
  ...['/vendor-signup', '/vendor-verify-phone-number', '/vendor-signup-final-step'],
  ...['/my-profile', '/profile-edit'],
  ...['/jobs', '/jobs/explore', '/jobs/4', '/company/7', '/my-jobs'],
  ...['/candidate-interview-confirmation', '/join-live-interview-board', '/notifications'],
];
describePortalDefinition(portal, {
  catalogue,
  id: 'youth',
  allowedUserTypes: [3],
  publicWhenSignedOut: true,
  pages,
});
