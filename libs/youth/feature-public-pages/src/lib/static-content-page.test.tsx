import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endpoints, type StaticContent } from '@platform/contract';
import { errorResponse, handlerFor, renderWithPlatform, server, setupMswServer } from '@platform/testing';
import { AboutUsPage, TermOfUsePage } from './static-pages';

setupMswServer();

declare global {
  interface Window {
    pwned?: boolean;
  }
}

function page(type: StaticContent['content_type'], overrides: Partial<StaticContent> = {}): StaticContent {
  return {
    id: 1,
    content_type: type,
    title: 'আমাদের সম্পর্কে',
    title_en: 'About the platform',
    body: '<p>বাংলা লেখা</p>',
    body_en: '<p>We help <strong>young people</strong> find work.</p>',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const main = () => within(screen.getByRole('main'));

describe('static content pages', () => {
  it('shows the English title and body, sanitised: a script in the body neither renders nor runs', async () => {
    server.use(
      handlerFor(endpoints.staticContent, ({ params }) =>
        page(params.type as StaticContent['content_type'], {
          body_en:
            '<p>We help <strong>young people</strong> find work.</p><script>window.pwned = true</script><img src="x" onerror="window.pwned = true">',
        }),
      ),
    );
    renderWithPlatform(<AboutUsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'About the platform' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByText('young people').tagName).toBe('STRONG');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(window.pwned).toBeUndefined();
    expect(document.title).toMatch(/^About the platform \| /);
  });

  it('shows the Bengali title and body in Bengali', async () => {
    server.use(handlerFor(endpoints.staticContent, () => page('about_us', { title: 'প্ল্যাটফর্ম পরিচিতি' })));
    renderWithPlatform(<AboutUsPage />, { locale: 'bn-BD' });

    expect(await screen.findByText('বাংলা লেখা')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'প্ল্যাটফর্ম পরিচিতি' })).toBeInTheDocument();
  });

  it('reads the terms of service page for /term-of-use', async () => {
    const asked: string[] = [];
    server.use(
      handlerFor(endpoints.staticContent, ({ params }) => {
        asked.push(params.type ?? '');
        return page('term_of_service', { title_en: 'Terms of service', body_en: '<p>Be kind.</p>' });
      }),
    );
    renderWithPlatform(<TermOfUsePage />);
    expect(await screen.findByText('Be kind.')).toBeInTheDocument();
    expect(asked).toEqual(['term_of_service']);
  });

  it('shows the page name while loading, then an error with a working retry', async () => {
    let calls = 0;
    server.use(
      handlerFor(endpoints.staticContent, () => {
        calls += 1;
        return calls === 1 ? errorResponse(500, 'errors.internal') : page('about_us');
      }),
    );
    const { userEvent } = renderWithPlatform(<AboutUsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(await screen.findByText('This page could not be loaded.')).toBeInTheDocument();

    await userEvent.click(main().getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About the platform' })).toBeInTheDocument();
    expect(screen.queryByText('This page could not be loaded.')).not.toBeInTheDocument();
  });

  it('says so when the page has no content yet', async () => {
    server.use(handlerFor(endpoints.staticContent, () => errorResponse(404, 'errors.not_found')));
    renderWithPlatform(<AboutUsPage />);
    expect(await screen.findByText('This page has no content yet.')).toBeInTheDocument();
  });
});
