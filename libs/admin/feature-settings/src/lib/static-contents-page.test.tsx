import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { endpoints, type StaticContent, type StaticContentBody } from '@platform/contract';
import { asAdmin, handlerFor, makeStaticContent, server, setupPlatformTests } from '@platform/testing';
import { settingsRoutes } from './settings-routes';

let pages: StaticContent[];
let puts: { type: string; body: StaticContentBody }[];
const ALL = ['view_any_static_content', 'update_static_content'];
const open = setupPlatformTests(settingsRoutes, asAdmin(ALL));

beforeEach(() => {
  puts = [];
  pages = [
    makeStaticContent(),
    makeStaticContent({
      id: 2,
      content_type: 'privacy_policy',
      title: 'গোপনীয়তা নীতি',
      title_en: 'Privacy policy',
      body: '<p>গোপনীয়তা</p>',
      body_en: '<p>Privacy</p>',
    }),
  ];
  server.use(
    handlerFor(endpoints.staticContentsAdmin, () => pages),
    handlerFor(endpoints.updateStaticContent, ({ params, body }) => {
      const change = body as StaticContentBody;
      puts.push({ type: String(params.type), body: change });
      const i = pages.findIndex((p) => p.content_type === params.type);
      pages[i] = { ...(pages[i] as StaticContent), ...change, updated_at: '2026-02-01T00:00:00Z' };
      return pages[i] as StaticContent;
    }),
  );
});

describe('static pages (admin)', () => {
  it('lists the pages with an edit link for each when the admin may edit', async () => {
    open('/static-contents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Static pages' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit About us' })).toHaveAttribute(
      'href',
      '/static-contents/about_us',
    );
    expect(screen.getByRole('link', { name: 'Edit Privacy policy' })).toBeInTheDocument();
  });

  it('shows no edit link without update_static_content', async () => {
    open('/static-contents', asAdmin(['view_any_static_content']));
    expect(await screen.findByText('About us')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('edits both languages of a page and saves them', async () => {
    const { userEvent: user } = open('/static-contents/about_us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit: About us' })).toBeInTheDocument();
    const titleEn = await screen.findByRole('textbox', { name: /Title \(English\)/ });
    expect(titleEn).toHaveValue('About us');
    await user.clear(titleEn);
    await user.type(titleEn, 'Who we are');
    const bodyBn = screen.getByRole('textbox', { name: /Text \(Bengali\)/ });
    await user.clear(bodyBn);
    await user.type(bodyBn, 'নতুন লেখা');
    // the preview shows what the portal will, without anything that runs
    const bodyEn = screen.getByRole('textbox', { name: /Text \(English\)/ });
    await user.clear(bodyEn);
    await user.type(bodyEn, '<p>Hello <b>there</b></p><img src=x onerror=alert(1)>');
    const preview = screen.getByRole('heading', { name: 'Preview (English)' }).parentElement as HTMLElement;
    expect(preview.querySelector('b')?.textContent).toBe('there');
    expect(preview.innerHTML).not.toMatch(/onerror/);
    await user.clear(bodyEn);
    await user.type(bodyEn, '<p>English</p>');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      type: 'about_us',
      body: { title: 'আমাদের সম্পর্কে', title_en: 'Who we are', body: 'নতুন লেখা', body_en: '<p>English</p>' },
    });
    expect(await screen.findByText(/The page is saved/)).toBeInTheDocument();
  });

  it('says what is missing before sending an empty field', async () => {
    const { userEvent: user } = open('/static-contents/privacy_policy');
    const bodyEn = await screen.findByRole('textbox', { name: /Text \(English\)/ });
    await user.clear(bodyEn);
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(bodyEn).toHaveAttribute('aria-invalid', 'true'));
    expect(puts).toHaveLength(0);
  });
});
