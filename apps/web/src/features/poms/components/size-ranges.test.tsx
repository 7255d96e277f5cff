import { messages, type SizeRange, type Team } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aTeam, policies, TEAM_ID } from '../../../testing/fixtures';
import { callsTo } from '../../../testing/mock-api';
import { preloadScreens } from '../../../testing/preload-screens';
import { openTeamPage } from '../../../testing/render-app';
import { LETTER_SIZES } from '../../../testing/spec-fixtures';

type Handlers = Parameters<typeof openTeamPage>[1];

const openRanges = (handlers: Handlers, team?: Team) =>
  openTeamPage('/measurements', { 'GET /pom': { data: [] }, ...handlers }, team);

const table = () => screen.findByRole('table', { name: 'Size ranges' });

describe('size ranges', () => {
  beforeAll(() => preloadScreens('measurements'));

  it('lists each range with its sizes in order and the base size marked', async () => {
    const { fetchMock } = openRanges({ 'GET /sizeRange': { data: [LETTER_SIZES] } });
    const row = (await within(await table()).findByText('XS–XL')).closest('tr') as HTMLElement;
    expect(within(row).getByText('M (base)')).toBeInTheDocument();
    expect(within(row).getByText('XS')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /sizeRange')[0]!.searchParams.get('teamId')).toBe(TEAM_ID);
  });

  it('adds a range from typed sizes and a base size chosen among them', async () => {
    const added: SizeRange = {
      ...LETTER_SIZES,
      _id: 'eu',
      name: 'EU 34–40',
      sizes: ['34', '36', '38', '40'],
      baseSize: '38',
    };
    let list: SizeRange[] = [];
    const { user, fetchMock } = openRanges({
      'GET /sizeRange': () => ({ data: list }),
      'POST /sizeRange': () => {
        list = [added];
        return { status: 201, message: messages.sizeRangeAdded, data: added };
      },
    });
    await screen.findByText('No size ranges yet');
    await user.click(screen.getAllByRole('button', { name: 'Add size range' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add size range' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'EU 34–40');
    // Submitting without sizes says what is missing.
    await user.click(within(dialog).getByRole('button', { name: 'Add size range' }));
    expect(await within(dialog).findByText(messages.sizesRequired)).toBeVisible();
    const sizes = within(dialog).getByRole('combobox', { name: /^Sizes, smallest first/ });
    await user.type(sizes, '34,36,');
    // A run that arrives whole is split as well.
    await user.click(sizes);
    await user.paste('38;40');
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('combobox', { name: 'Base size' }));
    await user.click(await screen.findByRole('option', { name: '38' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add size range' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /sizeRange')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /sizeRange')[0]!.body).toEqual({
      teamId: TEAM_ID,
      name: 'EU 34–40',
      sizes: ['34', '36', '38', '40'],
      baseSize: '38',
    });
    expect(await within(await table()).findByText('38 (base)')).toBeInTheDocument();
  });

  it('asks before deleting a range, and says sheets keep their sizes', async () => {
    let list = [LETTER_SIZES];
    const { user, fetchMock } = openRanges({
      'GET /sizeRange': () => ({ data: list }),
      [`DELETE /sizeRange/${LETTER_SIZES._id}`]: () => {
        list = [];
        return { message: messages.sizeRangeDeleted, data: null };
      },
    });
    await table();
    await user.click(await screen.findByRole('button', { name: 'Delete XS–XL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete size range?' });
    expect(within(dialog).getByText(/Spec sheets made from it keep their sizes/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete size range' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `DELETE /sizeRange/${LETTER_SIZES._id}`)).toHaveLength(1),
    );
    expect(await screen.findByText('No size ranges yet')).toBeInTheDocument();
  });

  it('offers no changes to members who may not manage measurements', async () => {
    openRanges(
      {
        'GET /sizeRange': { data: [{ ...LETTER_SIZES, policies: { edit: false, delete: false } }] },
      },
      aTeam({ policies: policies(['canViewProducts']) }),
    );
    await table();
    expect(screen.queryByRole('button', { name: 'Add size range' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete XS–XL' })).toBeNull();
  });
});
