import { DEFAULT_GENERAL_SETTINGS, type GeneralSettings, type Team } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aTeam, aUser, policies, signIn, TEAM_ID } from '../../../testing/fixtures';
import { aFabric, aMaterial, page } from '../../../testing/library-fixtures';
import { callsTo, mockApi, type MockAnswer, type MockRequest } from '../../../testing/mock-api';
import { preloadScreens } from '../../../testing/preload-screens';
import { renderApp } from '../../../testing/render-app';

type Handlers = Record<string, MockAnswer | ((request: MockRequest) => MockAnswer)>;

const LIST = `GET /team/${TEAM_ID}/materials`;
const CREATE = `POST /team/${TEAM_ID}/materials`;

/** Ada, signed in, with `team` chosen in the header, on "Manage Material". */
function openMaterials(
  path: string,
  handlers: Handlers,
  { team = aTeam(), settings = {} }: { team?: Team; settings?: Partial<GeneralSettings> } = {},
) {
  const user = signIn(aUser());
  localStorage.setItem('selectedTeamId', team._id);
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [team] },
    'GET /generalSetting': { data: { ...DEFAULT_GENERAL_SETTINGS, ...settings } },
    ...handlers,
  });
  return { ...renderApp(path), fetchMock };
}

describe('Manage Material: the materials beyond fabrics', () => {
  beforeAll(() => preloadScreens('fabrics'));

  it('keeps fabrics as the first tab, and a tab’s kind in the address', async () => {
    const { user, router, fetchMock } = openMaterials('/fabrics', {
      'GET /fabric': { data: [aFabric()], ...page(1) },
      [LIST]: ({ searchParams }) => ({
        data: searchParams.get('kind') === 'trim' ? [aMaterial()] : [],
      }),
    });

    expect(await screen.findByText('Organic poplin')).toBeInTheDocument();
    const fabricsTab = screen.getByRole('tab', { name: 'Fabrics' });
    expect(fabricsTab).toHaveAttribute('aria-selected', 'true');
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Trims' }));
    expect(await screen.findByText('Horn button 15 mm')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=trim');
    expect(Object.fromEntries(callsTo(fetchMock, LIST)[0]!.searchParams)).toEqual({
      kind: 'trim',
    });

    // The tabs are a keyboard's too: arrows move between them.
    screen.getByRole('tab', { name: 'Trims' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=label'));
    expect(await screen.findByText('No labels yet')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Fabrics' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Organic poplin')).toBeInTheDocument();
  });

  it('opens the tab a link names, showing code, supplier, unit, exact price and image', async () => {
    const label = aMaterial({
      kind: 'label',
      name: 'Woven main label',
      code: 'LB-01',
      supplier: 'Avery',
      unit: 'pcs',
      unitPrice: '0.0875',
      currency: 'EUR',
      image: {
        path: 'materials/t/m/label.png',
        url: '/media/materials/t/m/label.png',
        thumbnailUrl: '/media/materials/t/m/th_label.webp',
        previewUrl: '/media/materials/t/m/pre_label.webp',
        status: 'ready',
      },
    });
    openMaterials(
      '/fabrics?kind=label',
      { [LIST]: { data: [label] } },
      { settings: { decimalSeparator: 'comma', currencyPosition: 'Right' } },
    );

    const row = (await screen.findByText('Woven main label')).closest('tr') as HTMLElement;
    expect(screen.getByRole('tab', { name: 'Labels' })).toHaveAttribute('aria-selected', 'true');
    expect(within(row).getByText('LB-01')).toBeInTheDocument();
    expect(within(row).getByText('Avery')).toBeInTheDocument();
    // Every decimal the price has, the user's way.
    expect(within(row).getByText('0,0875 €')).toBeInTheDocument();
    expect(within(row).getByText('/ pcs')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Image of Woven main label' })).toHaveAttribute(
      'src',
      '/media/materials/t/m/th_label.webp',
    );
  });

  it('says a kind is empty and adds one: kind, name and unit checked, the price sent as exact text', async () => {
    const { user, fetchMock } = openMaterials(
      '/fabrics?kind=trim',
      {
        [LIST]: { data: [] },
        [CREATE]: { status: 201, message: 'Material added.', data: aMaterial() },
      },
      { settings: { decimalSeparator: 'comma', currency: 'EUR' } },
    );

    expect(await screen.findByText('No trims yet')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Add trim' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add trim' });
    await user.click(within(dialog).getByRole('button', { name: 'Add trim' }));
    expect(await within(dialog).findByText('Enter the name of the material.')).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Horn button 15 mm');
    await user.type(within(dialog).getByLabelText('Code'), 'BT-015');
    await user.type(within(dialog).getByLabelText('Price per unit'), '0,0875');
    await user.click(within(dialog).getByRole('button', { name: 'Add trim' }));

    expect(await screen.findByText('Material added.')).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)[0]!.body).toEqual({
      kind: 'trim',
      name: 'Horn button 15 mm',
      code: 'BT-015',
      supplier: '',
      description: '',
      unit: 'pcs',
      unitPrice: '0.0875',
      currency: 'EUR',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a price that is not a decimal, and shows a taken name under the name', async () => {
    const { user, fetchMock } = openMaterials('/fabrics?kind=packaging', {
      [LIST]: { data: [] },
      [CREATE]: {
        status: 409,
        message: 'A material called Gift box is already in the library.',
      },
    });

    await screen.findByText('No packaging yet');
    await user.click(screen.getAllByRole('button', { name: 'Add packaging' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add packaging' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Gift box');
    await user.type(within(dialog).getByLabelText('Price per unit'), 'cheap');
    await user.click(within(dialog).getByRole('button', { name: 'Add packaging' }));
    expect(
      await within(dialog).findByText('Enter a price from 0 to 10000000, with at most 4 decimals.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Price per unit'));
    await user.click(within(dialog).getByRole('button', { name: 'Add packaging' }));
    expect(
      await within(dialog).findByText('A material called Gift box is already in the library.'),
    ).toBeInTheDocument();
    // No price: no currency is sent with it.
    expect(callsTo(fetchMock, CREATE)[0]!.body).toMatchObject({
      kind: 'packaging',
      unitPrice: null,
      currency: null,
    });
  });

  it('edits a material with its values filled in', async () => {
    const button = aMaterial();
    const { user, fetchMock } = openMaterials('/fabrics?kind=trim', {
      [LIST]: { data: [button] },
      [`PUT /material/${button._id}`]: {
        message: 'Material updated.',
        data: { ...button, supplier: 'Lario SpA' },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Horn button 15 mm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Horn button 15 mm' });
    expect(within(dialog).getByLabelText('Price per unit')).toHaveValue('0.35');
    const supplier = within(dialog).getByLabelText('Supplier');
    await user.clear(supplier);
    await user.type(supplier, 'Lario SpA');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Material updated.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT /material/${button._id}`)[0]!.body).toMatchObject({
      supplier: 'Lario SpA',
      unitPrice: '0.35',
      currency: 'EUR',
    });
  });

  it('uploads the chosen image once the material is saved', async () => {
    const added = aMaterial({ kind: 'label', name: 'Hangtag' });
    const { user, fetchMock } = openMaterials('/fabrics?kind=label', {
      [LIST]: { data: [] },
      [CREATE]: { status: 201, message: 'Material added.', data: added },
      [`POST /material/${added._id}/image`]: { message: 'Image uploaded.', data: added },
    });

    await screen.findByText('No labels yet');
    await user.click(screen.getAllByRole('button', { name: 'Add label' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add label' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Hangtag');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'hangtag.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Material image'), png);
    expect(within(dialog).getByText('hangtag.png — uploaded when you save')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /material/${added._id}/image`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Add label' }));

    expect(await screen.findByText('Material added.')).toBeInTheDocument();
    const [upload] = callsTo(fetchMock, `POST /material/${added._id}/image`);
    expect((upload!.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('deletes only after confirming', async () => {
    const thread = aMaterial({ kind: 'thread', name: 'Core thread', unit: 'cone' });
    const { user, fetchMock } = openMaterials('/fabrics?kind=thread', {
      [LIST]: { data: [thread] },
      [`DELETE /material/${thread._id}`]: {
        message: 'Material deleted.',
        data: { _id: thread._id },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Core thread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete thread?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, `DELETE /material/${thread._id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Core thread' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete thread?' })).getByRole('button', {
        name: 'Delete thread',
      }),
    );
    expect(await screen.findByText('Material deleted.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /material/${thread._id}`)).toHaveLength(1);
  });

  it('shows a member without the right no add, edit or delete', async () => {
    const viewer = aTeam({
      isOwner: false,
      createdBy: { _id: 'owner', firstName: 'Olivia', profilePicture: null },
      policies: policies(['viewTeam', 'canViewTeams']),
    });
    openMaterials(
      '/fabrics?kind=other',
      {
        [LIST]: {
          data: [
            aMaterial({
              kind: 'other',
              name: 'Shoulder pad',
              policies: { edit: false, delete: false, viewCosts: false },
            }),
          ],
        },
      },
      { team: viewer },
    );

    expect(await screen.findByText('Shoulder pad')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add other component' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Shoulder pad' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Shoulder pad' })).toBeNull();
  });

  it('searches on the server, and says when the list could not be loaded', async () => {
    const { user, fetchMock } = openMaterials('/fabrics?kind=trim', {
      [LIST]: ({ searchParams }) =>
        searchParams.get('q') === 'ykk'
          ? { status: 403, message: 'Ask for permission.' }
          : { data: [aMaterial()] },
    });

    await screen.findByText('Horn button 15 mm');
    await user.type(screen.getByRole('searchbox', { name: 'Search trims' }), 'ykk');
    await waitFor(() => expect(callsTo(fetchMock, LIST).at(-1)!.searchParams.get('q')).toBe('ykk'));
    expect(await screen.findByText('The trims could not be loaded')).toBeInTheDocument();
  });
});
