import { defineEndpoint } from './endpoint';
import type {
  AppSettings,
  AppSettingsBody,
  AuthProfile,
  ContactBody,
  ContactReceipt,
  Health,
  InAppNotification,
  MaintenanceModeQuery,
  MaintenanceModeStatus,
  NotificationLog,
  NotificationLogQuery,
  StaticContent,
  StaticContentBody,
  VisitorCounter,
  VisitorCounterBody,
} from './entities';
import type { ListQuery } from './envelope';
import type { StaticPageType } from './enums';

/**
 * The platform's own endpoints: health, maintenance, visitor counter, static pages, contact, the signed-in user,
 * notifications and site settings. Kept apart from the slices' endpoints so that a portal's shell (which needs
 * only these) does not carry every endpoint of the API in its initial JS: import the group a module needs.
 */
export const platformEndpoints = {
  health: defineEndpoint<Health>({
    method: 'GET',
    path: '/healthz',
    area: 'system',
    summary: 'Liveness and database check',
  }),
  /** The OpenAPI 3.1 document of this object (not enveloped). */
  openapi: defineEndpoint<Record<string, unknown>>({
    method: 'GET',
    path: '/openapi.json',
    area: 'system',
    summary: 'OpenAPI 3.1 description of every endpoint, generated from the contract',
  }),

  maintenanceModeStatus: defineEndpoint<MaintenanceModeStatus, undefined, MaintenanceModeQuery>({
    method: 'GET',
    path: '/public/maintenance-mode-status',
    area: 'public',
    summary: 'Whether the site is under maintenance for this caller (a valid maintenance_hash bypasses it)',
  }),
  visitorCounter: defineEndpoint<VisitorCounter>({
    method: 'GET',
    path: '/public/visitor-counter',
    area: 'public',
    summary: 'Total visitors',
  }),
  visitorCounterPost: defineEndpoint<VisitorCounter, VisitorCounterBody>({
    method: 'POST',
    path: '/public/visitor-counter',
    area: 'public',
    summary: 'Count a visitor (once per browser)',
  }),
  staticContents: defineEndpoint<StaticContent[]>({
    method: 'GET',
    path: '/public/static-contents',
    area: 'public',
    summary: 'All static pages',
  }),
  staticContent: defineEndpoint<StaticContent, undefined, undefined, { type: StaticPageType }>({
    method: 'GET',
    path: '/public/static-contents/:type',
    area: 'public',
    summary: 'One static page by type (about_us, contact_us, term_of_service, privacy_policy, how_it_works)',
  }),
  contact: defineEndpoint<ContactReceipt, ContactBody>({
    method: 'POST',
    path: '/public/contact',
    area: 'public',
    summary: 'Send a contact message (queued as a contact_message notification)',
  }),

  authProfile: defineEndpoint<AuthProfile>({
    method: 'GET',
    path: '/protected/auth/profile',
    area: 'protected',
    summary: 'The signed-in user',
  }),
  myNotifications: defineEndpoint<InAppNotification[], undefined, ListQuery>({
    method: 'GET',
    path: '/protected/notifications',
    area: 'protected',
    list: true,
    summary: "The signed-in user's in-app notifications",
  }),
  markNotificationRead: defineEndpoint<InAppNotification, undefined, undefined, { id: number }>({
    method: 'PUT',
    path: '/protected/notifications/:id/read',
    area: 'protected',
    summary: 'Mark one in-app notification read',
  }),

  appSettings: defineEndpoint<AppSettings>({
    method: 'GET',
    path: '/private/app-settings',
    area: 'private',
    permission: 'view_app_settings',
    summary: 'Site settings (maintenance mode and its bypass hash)',
  }),
  updateAppSettings: defineEndpoint<AppSettings, AppSettingsBody>({
    method: 'PUT',
    path: '/private/app-settings',
    area: 'private',
    permission: 'update_app_settings',
    summary: 'Change site settings',
  }),
  staticContentsAdmin: defineEndpoint<StaticContent[]>({
    method: 'GET',
    path: '/private/static-contents',
    area: 'private',
    permission: 'view_any_static_content',
    summary: 'The static pages an admin edits (about us, contact us, terms, privacy policy, how it works)',
  }),
  updateStaticContent: defineEndpoint<StaticContent, StaticContentBody, undefined, { type: StaticPageType }>({
    method: 'PUT',
    path: '/private/static-contents/:type',
    area: 'private',
    permission: 'update_static_content',
    summary: 'Change one static page in Bengali and English (rich text, sanitised on save)',
  }),
  notificationLogs: defineEndpoint<NotificationLog[], undefined, NotificationLogQuery>({
    method: 'GET',
    path: '/private/notification-logs/list',
    area: 'private',
    permission: 'view_any_notification_log',
    list: true,
    summary: 'Notification outbox log with states and attempts',
  }),
  retryNotificationLog: defineEndpoint<NotificationLog, undefined, undefined, { id: number }>({
    method: 'POST',
    path: '/private/notification-logs/:id/retry',
    area: 'private',
    permission: 'retry_notification_log',
    summary: 'Queue a FAILED notification again with a new attempt budget',
  }),
} as const;
