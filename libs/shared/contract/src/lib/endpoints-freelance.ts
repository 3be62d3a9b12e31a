import { defineEndpoint } from './endpoint';
import type { ListQuery } from './envelope';

/*
 * The freelance corner (spec §2 youth menu "freelance corner"; issue 18 item 5; ADR 0099; migration 052). A signed-in
 * youth offers services: a title (Bengali, optional English), a plain-text description (markup is removed on the
 * server), skills from the skills lookup, a rate in BDT per hour / day / fixed price, an availability note, and active
 * or paused. Only the youth who wrote an offer reads it back for editing, changes, pauses or deletes it (another
 * youth's offer is 404, as if it did not exist). Everyone browses the active offers of active youth: a card shows the
 * offer and its youth's public name and photo — never a phone number, an e-mail or a username. Contact goes through
 * the platform: a signed-in visitor (youth or staff, never the offer's own youth) sends a message; it reaches the
 * youth as a notification (outbox event freelance_contact_message) and in the youth's messages, which are the only
 * place the sender's contact (name, e-mail, mobile) is shown — the youth answers.
 */

export const FREELANCE_RATE_UNITS = ['hourly', 'daily', 'fixed'] as const;
export type FreelanceRateUnit = (typeof FREELANCE_RATE_UNITS)[number];

export const FREELANCE_OFFER_STATUSES = ['active', 'paused'] as const;
export type FreelanceOfferStatus = (typeof FREELANCE_OFFER_STATUSES)[number];

export const FREELANCE_LIMITS = {
  title: 200,
  description: 5000,
  availability: 200,
  /** Skills an offer names. */
  skills: 10,
  /** The largest rate in BDT. */
  rate: 10_000_000,
  search: 100,
  subject: 200,
  message: 2000,
  /** Characters of a card's excerpt of the description. */
  excerpt: 300,
  /** Messages one sender may send in a day, to all offers together (anti-spam; 429 beyond it). */
  messagesPerDay: 10,
} as const;

/** Refusals of the freelance corner (catalogue area freelance.ts). */
export const FREELANCE_ERRORS = {
  /** The description or the message held nothing but markup, which is removed. */
  emptyText: 'freelance.errors.empty_text',
  /** A youth writing to their own offer (422 on the form). */
  ownOffer: 'freelance.errors.own_offer',
  /** The sender's daily number of messages is reached (429). */
  tooManyMessages: 'freelance.errors.too_many_messages',
} as const;

export interface FreelanceOfferBody {
  title: string;
  title_en?: string | null;
  description: string;
  skill_ids: number[];
  rate_amount: number;
  rate_unit: FreelanceRateUnit;
  availability?: string | null;
  status: FreelanceOfferStatus;
}

export interface FreelanceOfferStatusBody {
  status: FreelanceOfferStatus;
}

export interface FreelanceMessageBody {
  subject: string;
  message: string;
}

/** GET /public/freelance-offers: words of the title, description or a skill, and one skill. */
export interface FreelanceOfferQuery extends ListQuery {
  search?: string;
  skill_id?: number;
}

export interface FreelanceSkill {
  id: number;
  title: string;
  title_en: string | null;
}

/** What the public sees of the youth who offers: the public name and photo only. */
export interface FreelanceYouth {
  full_name: string;
  full_name_en: string | null;
  /** A public image upload (files), or null. */
  photo_file_id: string | null;
}

/** One card of the public list. */
export interface FreelanceOfferCard {
  id: number;
  title: string;
  title_en: string | null;
  /** The first characters of the description. */
  excerpt: string;
  skills: FreelanceSkill[];
  rate_amount: number;
  rate_unit: FreelanceRateUnit;
  availability: string | null;
  youth: FreelanceYouth;
  updated_at: string;
}

/** One offer as the public reads it. */
export interface FreelanceOfferPublic extends FreelanceOfferCard {
  description: string;
}

/** One offer as its youth reads it (every status). */
export interface FreelanceOffer {
  id: number;
  title: string;
  title_en: string | null;
  description: string;
  skills: FreelanceSkill[];
  rate_amount: number;
  rate_unit: FreelanceRateUnit;
  availability: string | null;
  status: FreelanceOfferStatus;
  /** Messages received about it. */
  message_count: number;
  created_at: string;
  updated_at: string;
}

/** A message as the offering youth reads it: the sender's contact is shown here only. */
export interface FreelanceMessage {
  id: number;
  offer: { id: number; title: string; title_en: string | null };
  subject: string;
  message: string;
  sender: { full_name: string; full_name_en: string | null; email: string | null; mobile: string | null };
  created_at: string;
}

/** What the sender gets back: that it was sent (no contact data of the youth). */
export interface FreelanceMessageSent {
  id: number;
  created_at: string;
}

type FreelanceOfferParams = { id: number };

export const freelanceEndpoints = {
  freelanceOffers: defineEndpoint<FreelanceOfferCard[], undefined, FreelanceOfferQuery>({
    method: 'GET',
    path: '/public/freelance-offers',
    area: 'public',
    list: true,
    summary: 'The active freelance offers of active youth, newest change first: search and one skill',
  }),
  freelanceOffer: defineEndpoint<FreelanceOfferPublic, undefined, undefined, FreelanceOfferParams>({
    method: 'GET',
    path: '/public/freelance-offers/:id',
    area: 'public',
    summary: 'One active freelance offer (404 for a paused, deleted or unknown one)',
  }),
  sendFreelanceMessage: defineEndpoint<
    FreelanceMessageSent,
    FreelanceMessageBody,
    undefined,
    FreelanceOfferParams
  >({
    method: 'POST',
    path: '/protected/freelance-offers/:id/messages',
    area: 'protected',
    summary:
      "Write to the youth of an active offer (any signed-in user but the offer's youth; a daily limit per sender)",
  }),
  myFreelanceOffers: defineEndpoint<FreelanceOffer[], undefined, ListQuery>({
    method: 'GET',
    path: '/protected/my-freelance-offers',
    area: 'protected',
    list: true,
    summary: "The signed-in youth's own offers in every status, newest first",
  }),
  myFreelanceOffer: defineEndpoint<FreelanceOffer, undefined, undefined, FreelanceOfferParams>({
    method: 'GET',
    path: '/protected/my-freelance-offers/:id',
    area: 'protected',
    summary: "One of the signed-in youth's own offers (another youth's is 404)",
  }),
  createFreelanceOffer: defineEndpoint<FreelanceOffer, FreelanceOfferBody>({
    method: 'POST',
    path: '/protected/my-freelance-offers',
    area: 'protected',
    summary: 'Offer a service (youth only)',
  }),
  updateFreelanceOffer: defineEndpoint<FreelanceOffer, FreelanceOfferBody, undefined, FreelanceOfferParams>({
    method: 'PUT',
    path: '/protected/my-freelance-offers/:id',
    area: 'protected',
    summary: "Change one's own offer",
  }),
  setFreelanceOfferStatus: defineEndpoint<
    FreelanceOffer,
    FreelanceOfferStatusBody,
    undefined,
    FreelanceOfferParams
  >({
    method: 'PUT',
    path: '/protected/my-freelance-offers/:id/status',
    area: 'protected',
    summary: "Pause one's own offer (hidden from the public) or make it active again",
  }),
  deleteFreelanceOffer: defineEndpoint<null, undefined, undefined, FreelanceOfferParams>({
    method: 'DELETE',
    path: '/protected/my-freelance-offers/:id',
    area: 'protected',
    summary: "Delete one's own offer (its messages stay readable to the youth)",
  }),
  myFreelanceMessages: defineEndpoint<FreelanceMessage[], undefined, ListQuery>({
    method: 'GET',
    path: '/protected/my-freelance-messages',
    area: 'protected',
    list: true,
    summary: "Messages to the signed-in youth about their offers, newest first, with each sender's contact",
  }),
} as const;
