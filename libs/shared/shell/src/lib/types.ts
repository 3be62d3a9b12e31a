import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

export type PortalId = 'youth' | 'admin' | 'recruiter' | 'lms' | 'assessment';

export interface MenuItem {
  /** Catalogue id of the menu text. */
  labelId: string;
  /** Path inside the portal. */
  to: string;
  icon?: ReactNode;
  /** Shown only to users holding this permission key. */
  permission?: string;
  /** Shown only to signed-in users. */
  requiresAuth?: boolean;
  /**
   * Catalogue id of the menu group the item belongs to (e.g. the admin's resource groups). Grouped items are listed
   * in the menu drawer under their group's heading (open at every width); ungrouped ones also show in the header.
   */
  group?: string;
}

/** What an app hands to `startPortal`: the shell adds everything else (ARCHITECTURE §6). */
/**
 * A section's routes, out of the portal's entry (ADR 0103): the router adds them the first time an address starting
 * with one of `segments` is visited. Its table holds only routes under those segments (the portal's test checks).
 */
export interface RouteGroup {
  /** The first path segments of the group's routes ('learning-path', 'my-learning-path'). */
  segments: readonly string[];
  /** The group's route table (lazy route objects, like `PortalDefinition.routes`). */
  load: () => Promise<RouteObject[]>;
}

export interface PortalDefinition {
  id: PortalId;
  /** Catalogue id of the portal's name (header, document title). */
  titleId: string;
  /** User type codes that may use this portal (youth 3, admin 1, recruiter 4, lms 2; assessment: youth 3). */
  allowedUserTypes: number[];
  /** Youth: pages are public unless wrapped in RequireAuth. Other portals: every page requires sign-in. */
  publicWhenSignedOut: boolean;
  /** react-router route objects (lazy), rendered inside the portal layout at `/`. */
  routes: RouteObject[];
  /** Sections whose route tables load on the first visit to one of their addresses (ADR 0103), not in the entry. */
  routeGroups?: readonly RouteGroup[];
  menu: MenuItem[];
  /**
   * Where the menu lives on a wide screen: in the header (default; grouped entries in a drawer), or — for the staff
   * portals with many sections — in a permanent side navigation that the menu button hides and shows.
   */
  navigation?: 'header' | 'side';
  /**
   * A staff portal: the shell adds the signed-in user's `/my-profile` and `/profile-edit` (issue 17 item 9), and the
   * header's name links there. The youth portal has the youth profile at `/my-profile` instead.
   */
  staffProfile?: boolean;
}

/** `/config.json` beside index.html: one build serves every environment. */
export interface RuntimeConfig {
  gatewayUrl: string;
  oidcAuthority: string;
  clientId: string;
  apiKey: string;
}
