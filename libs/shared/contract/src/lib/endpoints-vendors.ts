import { defineEndpoint } from './endpoint';

/*
 * The public vendor page (spec §7 public `vendors/{id}`; issue 18 item 5; ADR 0099). A vendor is a recruiter or a
 * content provider who registered at /vendor-signup and was approved by an administrator (users' vendor_status,
 * migration 005; approve / reject vendor). The page shows an approved, active vendor only — anything else is 404 — and
 * only what is public already: the organisation's or institute's name, what kind of vendor it is, the organisation's
 * live jobs that show its name and the institute's published courses. Never the person's name, mobile or e-mail.
 * The platform stores no logo or description for a vendor, so the page has none.
 */

export const VENDOR_KINDS = ['recruiter', 'content_provider'] as const;
export type VendorKind = (typeof VENDOR_KINDS)[number];

/** Jobs or courses a vendor page lists at most. */
export const VENDOR_PAGE_LIMIT = 12;

export interface VendorItem {
  id: number;
  title: string;
  title_en: string | null;
}

export interface PublicVendor {
  /** The vendor's user id: /vendors/{id}. */
  id: number;
  kind: VendorKind;
  /** The organisation's or institute's name (the name registered at sign-up while it has none). */
  name: string;
  name_en: string | null;
  /** The organisation's or institute's logo: a public file path ('/files/<id>') on the gateway, or null. */
  logo: string | null;
  /** The organisation's or institute's description (plain text, line breaks kept), or null. */
  description: string | null;
  /** A recruiter's organisation: /company/{id} while it has open jobs. */
  organization_id: number | null;
  /** Live, open jobs of the organisation that show its name, newest first. */
  jobs: VendorItem[];
  /** Published courses of the content provider's institute, newest first. */
  courses: VendorItem[];
}

type VendorParams = { id: number };

export const vendorEndpoints = {
  publicVendor: defineEndpoint<PublicVendor, undefined, undefined, VendorParams>({
    method: 'GET',
    path: '/public/vendors/:id',
    area: 'public',
    summary:
      'An approved vendor (recruiter or content provider): names, live jobs or published courses (404 otherwise)',
  }),
} as const;
