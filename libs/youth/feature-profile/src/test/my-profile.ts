import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  endpoints,
  PARTICIPATION,
  youthItemEndpoints,
  type YouthDataVisibilityBody,
  type YouthOtherBody,
  type YouthProfile,
} from '@platform/contract';
import { asYouth, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { profileRoutes } from '../lib/profile-routes';
import { makeOther, makeYouthProfile } from './fixtures';

/*
 * The set-up of the /my-profile test files, split by subject so that each stays short: reading the profile
 * (my-profile-page), changing its items (my-profile-items), the dialogs with lookups (my-profile-lookups).
 */

/** A fake gateway holding one profile: reads answer it, writes change it. */
export function gateway(profile: YouthProfile = makeYouthProfile()) {
  const state = { profile, sent: [] as { method: string; path: string; body: unknown }[] };
  const record = (method: string, path: string, body: unknown) => state.sent.push({ method, path, body });
  server.use(
    handlerFor(endpoints.youthProfile, () => state.profile),
    // the aptitude test's card (issue 14): not offered in these tests
    handlerFor(endpoints.youthAptitudeTest, () => ({
      info: { configured: false, duration_minutes: 0, pass_percentage: 0, questions: 0, areas: [] },
      has_attended_assessment: false,
      participation: PARTICIPATION.NOT_STARTED,
      attempt_id: null,
      result: null,
      url: 'http://localhost:4204/aptitude-test',
      result_url: 'http://localhost:4204/aptitude-test-result',
    })),
    handlerFor(youthItemEndpoints.others.create, ({ body, request }) => {
      record('POST', new URL(request.url).pathname, body);
      const item = makeOther({ id: 32, ...(body as YouthOtherBody) });
      state.profile = { ...state.profile, others: [...state.profile.others, item] };
      return item;
    }),
    handlerFor(youthItemEndpoints.others.update, ({ body, params, request }) => {
      record('PUT', new URL(request.url).pathname, body);
      const item = makeOther({ id: Number(params.id), ...(body as YouthOtherBody) });
      state.profile = {
        ...state.profile,
        others: state.profile.others.map((o) => (o.id === item.id ? item : o)),
      };
      return item;
    }),
    handlerFor(youthItemEndpoints.others.remove, ({ params, request }) => {
      record('DELETE', new URL(request.url).pathname, undefined);
      state.profile = {
        ...state.profile,
        others: state.profile.others.filter((o) => o.id !== Number(params.id)),
      };
      return null;
    }),
    handlerFor(endpoints.updateYouthDataVisibility, ({ body }) => {
      record('PUT', endpoints.updateYouthDataVisibility.path, body);
      const visibility = { ...state.profile.visibility, ...(body as YouthDataVisibilityBody).sections };
      state.profile = { ...state.profile, visibility };
      return visibility;
    }),
    handlerFor(endpoints.youthAddToCv, ({ body }) => {
      record('PUT', endpoints.youthAddToCv.path, body);
      const { id, add_to_cv } = body as { id: number; add_to_cv: boolean };
      state.profile = {
        ...state.profile,
        others: state.profile.others.map((o) => (o.id === id ? { ...o, add_to_cv } : o)),
      };
      return body as { section: 'others'; id: number; add_to_cv: boolean };
    }),
  );
  return state;
}

/** The profile's section titled `name`. */
export const section = (name: string) => within(screen.getByRole('region', { name }));

/**
 * Registers the server for the test file; `openMyProfile(profile?)` opens /my-profile for the signed-in youth over
 * `gateway(profile)` and resolves with the view and the gateway's state; `openPage` opens any profile route.
 */
export function myProfileTests() {
  const openPage = setupPlatformTests(profileRoutes, asYouth());
  async function openMyProfile(profile?: YouthProfile) {
    const state = gateway(profile);
    const view = openPage('/my-profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My profile' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    return { ...view, state };
  }
  return { openPage, openMyProfile };
}
