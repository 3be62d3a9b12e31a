import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type YouthDirectoryEntry, youthDirectoryEndpoints as E } from '@platform/contract';
import { RESOURCES, resourceEndpoints } from '@platform/resources';
import { errorResponse, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { youthsDirectoryRoutes } from './youths-directory-routes';

const open = setupPlatformTests(youthsDirectoryRoutes);

const youth = (n: number, over: Partial<YouthDirectoryEntry> = {}): YouthDirectoryEntry => ({
  public_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  full_name: `তরুণ ${n}`,
  full_name_en: `Youth ${n}`,
  skills: [],
  ...over,
});

const skillsLookup = () => {
  const list = resourceEndpoints(RESOURCES.skills).lookupList;
  if (!list) throw new Error('skills have a public lookup');
  return listHandlerFor(list, () => ({
    data: [
      { id: 4, title: 'ওয়েল্ডিং', title_en: 'Welding', row_status: 1 },
      { id: 5, title: 'দর্জির কাজ', title_en: 'Tailoring', row_status: 1 },
    ],
  }));
};

describe('/youths', () => {
  it('shows the listed youth as cards leading to their public profiles, twelve a page', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      listHandlerFor(E.youthDirectory, ({ query }) => {
        asked.push(query);
        return {
          data: [youth(1, { skills: [{ id: 4, title: 'ওয়েল্ডিং', title_en: 'Welding' }] }), youth(2)],
          meta: { total: 14, page_size: 12, total_page: 2 },
        };
      }),
    );
    open('/youths');
    expect(await screen.findByRole('heading', { level: 1, name: 'Youth directory' })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Youth directory' }));
    expect(list.getByRole('link', { name: 'Youth 1' })).toHaveAttribute(
      'href',
      '/youth-profile/00000000-0000-4000-8000-000000000001',
    );
    expect(within(list.getByRole('list', { name: 'Skills' })).getByText('Welding')).toBeInTheDocument();
    expect(list.getByText('No skills shown')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('14 young people found');
    expect(asked[0]?.get('page_size')).toBe('12');
  });

  it('searches by name or skill and filters by one skill, in the address', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      skillsLookup(),
      listHandlerFor(E.youthDirectory, ({ query }) => {
        asked.push(query);
        return { data: query.get('search') === 'weld' ? [youth(7)] : [youth(1), youth(7)] };
      }),
    );
    const { userEvent: user, router } = open('/youths');
    await screen.findByRole('link', { name: 'Youth 1' });
    const search = screen.getByRole('search');
    await user.type(within(search).getByRole('searchbox', { name: 'Search by name or skill' }), 'weld');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Youth 1' })).not.toBeInTheDocument());
    expect(router.state.location.search).toContain('search=weld');

    await user.click(screen.getByRole('combobox', { name: 'Skill' }));
    await user.click(await screen.findByRole('option', { name: 'Welding' }));
    await waitFor(() => expect(asked.at(-1)?.get('skill_id')).toBe('4'));
    expect(router.state.location.search).toContain('skill_id=4');
  });

  it('says so when nobody matches, and offers a retry when the list cannot be read', async () => {
    server.use(listHandlerFor(E.youthDirectory, () => ({ data: [] })));
    const first = open('/youths');
    expect(await screen.findByText('No young people found')).toBeInTheDocument();
    expect(screen.getByText('Try another name or skill, or clear the skill filter.')).toBeInTheDocument();
    first.unmount();

    server.use(listHandlerFor(E.youthDirectory, () => errorResponse(500, 'errors.internal')));
    open('/youths');
    expect(await screen.findByText('The youth directory could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Bengali with Bengali digits', async () => {
    server.use(listHandlerFor(E.youthDirectory, () => ({ data: [youth(3)], meta: { total: 25 } })));
    open('/youths', { locale: 'bn-BD' });
    expect(await screen.findByRole('heading', { level: 1, name: 'তরুণ-তরুণী ডিরেক্টরি' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'তরুণ 3' })).toBeInTheDocument();
    expect(screen.getByText('২৫ জন তরুণ-তরুণী পাওয়া গেছে')).toBeInTheDocument();
  });
});
