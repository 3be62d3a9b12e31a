import { catalogue } from '@platform/i18n/catalogue';
import { describePortalDefinition } from '@platform/testing';
import { portal } from './portal';

const pages = ['/', '/about-us', '/how-it-works', '/privacy-policy', '/term-of-use', '/contact-us'];
describePortalDefinition(portal, { catalogue, id: 'youth', allowedUserTypes: [3], publicWhenSignedOut: true, pages });
