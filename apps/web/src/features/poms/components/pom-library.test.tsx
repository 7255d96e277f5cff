import { messages, type Team } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aTeam, policies, TEAM_ID } from '../../../testing/fixtures';
import { callsTo } from '../../../testing/mock-api';
import { preloadScreens } from '../../../testing/preload-screens';
import { openTeamPage } from '../../../testing/render-app';
import { aPom, BODY_ID, CHEST_ID, TEAM_POMS } from '../../../testing/spec-fixtures';

type Handlers = Parameters<typeof openTeamPage>[1];

const openLibrary = (handlers: Handlers, team?: Team, path = '/measurements') =>
  openTeamPage(path, { 'GET /sizeRange': { data: [] }, ...handlers }, team);

describe('points of measure', () => {
  beforeAll(() => preloadScreens('measurements'));

  it('lists the library in order with tolerance and category', async () => {
    const { fetchMock } = openLibrary({ 'GET /pom': { data: TEAM_POMS } });
    const row = (await screen.findByText('Body length from HPS')).closest('tr') as HTMLElement;
    expect(within(row).getByText('T01')).toBeInTheDocument();
    expect(within(row).getByText('−1 cm / +1 cm')).toBeInTheDocument();
    expect(within(row).getByText('tops')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /pom')[0]!.searchParams.get('teamId')).toBe(TEAM_ID);
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((tr) => tr.textContent);
    expect(names[0]).toContain('T01');
    expect(names[2]).toContain('T07');
  });

  it('adds a point of measure from the dialog', async () => {
    const added = aPom({ _id: 'added', code: 'A1', name: 'Armhole', category: null });
    let list = [] as typeof TEAM_POMS;
    const { user, fetchMock } = openLibrary({
      'GET /pom': () => ({ data: list }),
      'POST /pom': () => {
        list = [added];
        return { status: 201, message: messages.pomAdded, data: added };
      },
    });
    await screen.findByText('No points of measure yet');
    await user.click(screen.getAllByRole('button', { name: 'Add point of measure' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add point of measure' });
    await user.type(within(dialog).getByLabelText(/^Code/), 'a1');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Armhole');
    await user.type(within(dialog).getByLabelText('How to measure'), 'Along the seam.');
    const plus = within(dialog).getByLabelText('Tolerance + (cm)');
    await user.clear(plus);
    await user.type(plus, '0.75');
    await user.click(within(dialog).getByRole('button', { name: 'Add point of measure' }));

    expect(await screen.findByText(messages.pomAdded)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /pom')[0]!.body).toEqual({
      teamId: TEAM_ID,
      code: 'A1',
      name: 'Armhole',
      howToMeasure: 'Along the seam.',
      tolerance: { minus: '0.5', plus: '0.75' },
      category: null,
    });
    expect(await screen.findByText('Armhole')).toBeInTheDocument();
  });

  it('deletes a point of measure after asking, and moves one down', async () => {
    const { user, fetchMock } = openLibrary({
      'GET /pom': { data: TEAM_POMS },
      'DELETE /pom/c4e57000-0000-4000-8000-000000000002': { message: messages.pomDeleted },
      'PUT /pom/order': ({ body }) => ({
        message: messages.pomsReordered,
        data: (body as { ids: string[] }).ids.map((id) => TEAM_POMS.find((pom) => pom._id === id)),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete T02 Chest width' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete point of measure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete point of measure' }));
    expect(await screen.findByText(messages.pomDeleted)).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /pom/${CHEST_ID}`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Move T01 down' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /pom/order')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /pom/order')[0]!.body).toEqual({
      teamId: TEAM_ID,
      ids: [CHEST_ID, BODY_ID, TEAM_POMS[2]!._id],
    });
  });

  it('shows no write action to a member who may only view', async () => {
    openLibrary(
      {
        'GET /pom': {
          data: TEAM_POMS.map((pom) => ({ ...pom, policies: { edit: false, delete: false } })),
        },
      },
      aTeam({ isOwner: false, policies: policies(['viewMeasurements', 'canViewProducts']) }),
    );
    await screen.findByText('Body length from HPS');
    expect(screen.queryByRole('button', { name: 'Add point of measure' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
  });

  it('marks the point a global search opened the page for (issue 45 §1)', async () => {
    openLibrary({ 'GET /pom': { data: TEAM_POMS } }, aTeam(), `/measurements?pom=${CHEST_ID}`);
    expect(await screen.findByText(/^Found:/)).toHaveTextContent(
      'Found: T02 Chest width, marked below.',
    );
    const code = screen.getByText('T02', { selector: 'mark' });
    expect(code.closest('[aria-current="true"]')).not.toBeNull();
    expect(screen.getByText('T01').closest('[aria-current]')).toBeNull();
  });

  it('says when the point searched for is not in the library', async () => {
    openLibrary({ 'GET /pom': { data: TEAM_POMS } }, aTeam(), '/measurements?pom=gone');
    expect(
      await screen.findByText(/The point of measure you searched for is not in .*’s library/),
    ).toBeInTheDocument();
  });
});
