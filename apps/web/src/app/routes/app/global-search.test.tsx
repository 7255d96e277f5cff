import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const hit = (kind: string, id: string, title: string, snippet = title) => ({
  kind,
  _id: id,
  title,
  snippet,
  teamId: 't1',
  teamName: 'Studio',
  url: `/productDetail/${id}`,
  at: '2026-11-27T10:00:00.000Z',
});

function answer({ searchParams }: MockRequest) {
  const q = searchParams.get('searchFilter');
  if (q === 'nothing here') {
    return { data: [], extra: { pagination: { page: 1, limit: 50, total: 0 }, counts: {} } };
  }
  const kind = searchParams.get('kind');
  const hits = [
    hit('product', 'p1', 'Linen shirt', '<mark>Linen</mark> shirt'),
    { ...hit('comment', 'c1', 'Comment on Linen shirt', 'the <mark>linen</mark> is too thin') },
  ].filter((one) => !kind || one.kind === kind);
  return {
    data: hits,
    extra: {
      pagination: { page: 1, limit: 50, total: hits.length },
      counts: kind ? { [kind]: hits.length } : { product: 1, comment: 1 },
    },
  };
}

describe('/globalSearch', () => {
  it('shows every hit with its marked words, filters by kind and says when nothing is found', async () => {
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: signIn() },
      'GET /team': { data: [{ _id: 't1', name: 'Studio' }] },
      'GET /globalSearch': answer,
    });
    const { user, router } = renderApp('/globalSearch?q=linen');

    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeInTheDocument();
    expect(await screen.findByText('too thin', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('linen', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All 2' })).toBeChecked();
    // The page and the chips' counts are one request while no kind is chosen.
    expect(callsTo(fetchMock, 'GET /globalSearch')).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'Comments 1' }));
    expect(router.state.location.search).toBe('?q=linen&kind=comment');
    expect(callsTo(fetchMock, 'GET /globalSearch').at(-1)?.searchParams.get('kind')).toBe(
      'comment',
    );
    await waitFor(() => {
      const items = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole(
        'listitem',
      );
      expect(items.map((item) => item.textContent)).toEqual([
        'Comment on Linen shirtthe linen is too thinStudio',
      ]);
    });

    const box = screen.getByRole('textbox', { name: 'Search' });
    await user.clear(box);
    await user.type(box, 'nothing here{Enter}');
    expect(await screen.findByText('Nothing found for “nothing here”')).toBeInTheDocument();
  });

  it('shows a point of measure with its code and how to measure, opening it in its team’s library', async () => {
    const pom = {
      ...hit('pom', 'pm1', 'T02 Chest width', 'Measured 1 cm below the <mark>armhole</mark>'),
      teamId: 't2',
      teamName: 'Atelier two',
      url: '/measurements?pom=pm1',
    };
    mockApi({
      'GET /auth/getProfile': { data: signIn() },
      'GET /team': { data: [{ _id: 't2', name: 'Atelier two' }] },
      'GET /globalSearch': {
        data: [pom],
        extra: { pagination: { page: 1, limit: 50, total: 1 }, counts: { pom: 1 } },
      },
    });
    const { user, router } = renderApp('/globalSearch?q=armhole');

    const results = await screen.findByRole('list', { name: 'Search results' });
    const row = await within(results).findByRole('button', { name: /T02 Chest width/ });
    expect(row).toHaveTextContent('Measured 1 cm below the armholeAtelier two');
    expect(within(row).getByText('armhole', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Points of measure 1' })).toBeInTheDocument();

    await user.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe('/measurements'));
    expect(router.state.location.search).toBe('?pom=pm1');
    // The library is the selected team's: the hit's team is selected first.
    expect(localStorage.getItem('selectedTeamId')).toBe('t2');
  });
});
