import type {
  Locale,
  NotificationChannel,
  NotificationEvent,
  NotificationQueueState,
  NoticeType,
  AlbumType,
  GalleryContentType,
  LogoDockPlace,
  StaticPageType,
  ThemeMode,
  UserTypeCode,
} from './enums';

/** Spec §3 "Logged-in user" — the answer of GET /protected/auth/profile. */
export interface AuthProfile {
  id: number;
  username: string;
  full_name: string;
  full_name_en: string | null;
  designation: string | null;
  user_type_code: UserTypeCode | number;
  permissions: string[];
  role_id: number | null;
  has_attended_assessment: boolean;
  gender: number | null;
  profile_completion_percentage: number;
  email: string | null;
  organization_id: number | null;
  institute_id: number | null;
  preferred_locale: Locale | null;
  preferred_theme: ThemeMode | null;
  /** A staff user's photo (a public file id), or null (ADR 0079). */
  photo_file_id: string | null;
}

export interface MaintenanceModeStatus {
  maintenance_mode_status: boolean;
}

export interface MaintenanceModeQuery {
  maintenance_hash?: string;
}

export interface VisitorCounterBody {
  ip: string;
}

export interface VisitorCounter {
  total_visitors: number;
}

export interface StaticContent {
  id: number;
  content_type: StaticPageType;
  title: string;
  title_en: string;
  /** Sanitised HTML (the gateway sanitises on save and the SPA renders through one sanitising component). */
  body: string;
  body_en: string;
  updated_at: string;
}

/** What an admin writes to a static page (PUT /private/static-contents/:type): bodies are rich text (HTML). */
export interface StaticContentBody {
  title: string;
  title_en: string;
  /** HTML; the gateway keeps only safe tags and attributes (no script, no event handlers, http(s)/mailto/tel links). */
  body: string;
  body_en: string;
}

/** A slider of the youth home as the public reads it. */
export interface PublicSlider {
  id: number;
  title: string;
  title_en: string | null;
  /** Path of the public image (`/files/<id>`), served by the gateway without a token. */
  image: string;
  /** An https/http address or a path of the portal (`/jobs`); anything else is left out. */
  link: string | null;
}

/** A notice or a news item as the public reads it (spec §4 notice type). Texts are plain (line breaks kept). */
export interface PublicNotice {
  id: number;
  notice_type: NoticeType;
  title: string;
  title_en: string | null;
  details: string;
  details_en: string | null;
  /** Path of the public attachment (`/files/<id>`), or null. */
  attachment: string | null;
  /** YYYY-MM-DD. */
  published_on: string;
}

/** A question and its answer, in both languages. */
export interface PublicFaq {
  id: number;
  title: string;
  title_en: string | null;
  answer: string;
  answer_en: string | null;
}

/** A public image with its size in pixels, so a page reserves its place before it loads. */
export interface PublicImage {
  /** `/files/<id>`, served by the gateway without a token. */
  src: string;
  width: number;
  height: number;
}

/** A gallery album as the public list shows it (spec §4 album type). */
export interface PublicGalleryAlbum {
  id: number;
  album_type: AlbumType;
  title: string;
  title_en: string | null;
  cover: PublicImage | null;
  /** Active items the album shows. */
  content_count: number;
}

/** One item of an album: an image, or a video on YouTube or Facebook (opened there; the portal embeds no frames). */
export interface PublicGalleryContent {
  id: number;
  content_type: GalleryContentType;
  title: string;
  title_en: string | null;
  image: PublicImage | null;
  /** The video's https address on YouTube or Facebook, or null for an image. */
  video_url: string | null;
}

export interface PublicGalleryAlbumDetail extends PublicGalleryAlbum {
  contents: PublicGalleryContent[];
}

/** A publication (a report, a study) as the public list shows it, with its PDF. */
export interface PublicPublication {
  id: number;
  title: string;
  title_en: string | null;
  author: string;
  author_en: string | null;
  description: string | null;
  description_en: string | null;
  /** `/files/<id>`: a public PDF, served by the gateway without a token. */
  file_path: string;
  /** YYYY-MM-DD, or null. */
  published_on: string | null;
}

/** A partner of the platform as the youth home shows it: its logo (with its size) and an optional https link. */
export interface PublicPartner {
  id: number;
  title: string;
  title_en: string | null;
  logo: PublicImage;
  /** An http(s) address; anything else is left out. */
  link: string | null;
}

/** A logo of the header or footer logo dock (spec settings: logo dock, appears in header or footer). */
export interface PublicLogoDock extends PublicPartner {
  appears_in: LogoDockPlace;
}

/** A quotation of the youth home's quotation slider, in both languages, with who said it. */
export interface PublicQuotationSlider {
  id: number;
  title: string;
  title_en: string | null;
  author: string | null;
  author_en: string | null;
}

/** A quotation slider's place in the order, as a swap answers it (spec §7 quotation-sliders swap). */
export interface QuotationSliderOrder {
  id: number;
  display_order: number;
}

/** Spec §7 quotation-sliders status: active 1, inactive 0. */
export interface QuotationSliderStatusBody {
  row_status: 0 | 1;
}

/** An event as the public reads it: its dates (YYYY-MM-DD; the end on or after the start) and venue. */
export interface PublicEvent {
  id: number;
  title: string;
  title_en: string | null;
  starts_on: string;
  ends_on: string | null;
  venue: string | null;
  venue_en: string | null;
  details: string | null;
  details_en: string | null;
}

/** A recent activity of the programme, with its date and an optional picture (with its size). */
export interface PublicRecentActivity {
  id: number;
  title: string;
  title_en: string | null;
  details: string | null;
  details_en: string | null;
  /** YYYY-MM-DD. */
  activity_on: string;
  image: PublicImage | null;
}

export interface ContactBody {
  name: string;
  email: string;
  mobile?: string;
  subject: string;
  message: string;
}

export interface ContactReceipt {
  id: number;
}

export interface AppSettings {
  maintenance_mode_status: boolean;
  /** Secret that lets its holder bypass the maintenance page (`?maintenance_hash=` or local storage). */
  maintenance_hash: string | null;
  site_name: string;
  site_name_en: string;
  updated_at: string;
}

export interface AppSettingsBody {
  maintenance_mode_status: boolean;
  maintenance_hash?: string | null;
  site_name?: string;
  site_name_en?: string;
}

export interface NotificationLog {
  id: number;
  event: NotificationEvent;
  channel: NotificationChannel;
  recipient: string;
  state: NotificationQueueState;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface NotificationLogQuery {
  page?: number;
  page_size?: number;
  /** Part of the recipient's address, number or user id (case-insensitive). */
  search?: string;
  state?: NotificationQueueState;
  event?: NotificationEvent;
  channel?: NotificationChannel;
}

export interface InAppNotification {
  id: number;
  event: NotificationEvent;
  title: string;
  body: string;
  read_at: string | null;
  created_at: string;
}

export interface Health {
  status: 'ok';
  database: 'pglite' | 'postgres';
  uptime_s: number;
}
