import { DEFAULT_GENERAL_SETTINGS, messages, type Bom, type TSaveBomSchema } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppLanguage } from '../../../lib/i18n';
import {
  aBom,
  aBomLine,
  CHALK_ID,
  RED_WAY,
  SHELL_ID,
  TEAM_COLOURS,
} from '../../../testing/bom-fixtures';
import { signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer, type MockRequest } from '../../../testing/mock-api';
import { PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import { BomSection } from './bom-section';

const BOM = `/product/${PRODUCT_ID}/bom`;
type Handler = MockAnswer | ((request: MockRequest) => MockAnswer);
/** The debounced save waits 800 ms after the last change. */
const SAVED = { timeout: 10_000 };

function openBom(
  bom: Bom | (() => Bom),
  handlers: Record<string, Handler> = {},
  language?: AppLanguage,
) {
  signIn();
  const fetchMock = mockApi({
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    [`GET ${BOM}`]: () => ({ data: typeof bom === 'function' ? bom() : bom }),
    [`GET /colour/colorByTeam/${TEAM_ID}`]: { data: TEAM_COLOURS },
    [`PUT ${BOM}`]: ({ body }) => {
      const sent = body as TSaveBomSchema;
      return {
        message: messages.bomSaved,
        data: { ...aBom(), ...sent, revision: sent.revision + 1 } as Bom,
      };
    },
    ...handlers,
  });
  const user = userEvent.setup({ delay: null });
  const { realtime } = renderWithProviders(<BomSection productId={PRODUCT_ID} teamId={TEAM_ID} />, {
    language,
  });
  return { user, fetchMock, realtime };
}

const sentBodies = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, `PUT ${BOM}`).map((call) => call.body as TSaveBomSchema);

describe('the bill of materials', () => {
  it('edits a line in place and saves the whole bill with its revision', async () => {
    const { user, fetchMock } = openBom(aBom());
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Washed linen' });
    await user.clear(quantity);
    await user.type(quantity, '1,9');
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1), SAVED);
    const [sent] = sentBodies(fetchMock);
    expect(sent!.revision).toBe(1);
    expect(sent!.lines[0]).toMatchObject({ _id: SHELL_ID, quantity: '1.9' });
    expect(await screen.findByText(/Bill of materials saved\. Revision 2\./)).toBeInTheDocument();
  });

  it('holds a line the server would refuse back, saying why', async () => {
    const { user, fetchMock } = openBom(aBom({ lines: [] }));
    await user.click(await screen.findByRole('button', { name: 'Add line' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Trim' }));
    expect(
      await screen.findByText('Not saved yet: line 1: Enter the material’s name.', {}, SAVED),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Material of line 1' }), 'Corozo button');
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1), SAVED);
    expect(sentBodies(fetchMock)[0]!.lines[0]).toMatchObject({ kind: 'trim', unit: 'pcs' });
  });

  it('says why a line is held back in the person’s language (issue 47 §4)', async () => {
    const { user, fetchMock } = openBom(aBom({ lines: [] }), {}, 'fr');
    await user.click(await screen.findByRole('button', { name: 'Ajouter une ligne' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Fourniture' }));
    expect(
      await screen.findByText(
        'Pas encore enregistré : ligne 1 : Saisissez le nom de la matière.',
        {},
        SAVED,
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toHaveLength(0);
  });

  it('adds a colourway from the colour library and gives a line its colour there', async () => {
    const { user, fetchMock } = openBom(
      aBom({ colourways: [], lines: [aBomLine({ colours: {} })] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add colourway' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add colourway' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Chalk');
    await user.click(within(dialog).getByRole('combobox', { name: 'Colours' }));
    await user.click(await screen.findByRole('option', { name: /Chalk/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add colourway' }));
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1), SAVED);
    const sent = sentBodies(fetchMock)[0]!;
    expect(sent.colourways).toMatchObject([{ name: 'Chalk', colourIds: [CHALK_ID] }]);

    await user.click(screen.getByRole('combobox', { name: 'Washed linen in Chalk' }));
    await user.click(await screen.findByRole('option', { name: 'Not used' }));
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(2), SAVED);
    const wayId = sent.colourways[0]!._id;
    expect(sentBodies(fetchMock)[1]!.lines[0]!.notUsedIn).toEqual([wayId]);
  });

  it('moves a line from its menu and asks before removing one', async () => {
    const buttons = aBomLine({
      _id: 'c0ffee00-0000-4000-8000-0000000b0002',
      name: 'Corozo button',
    });
    const { user, fetchMock } = openBom(aBom({ lines: [aBomLine(), buttons] }));
    await user.click(await screen.findByRole('button', { name: 'More for Corozo button' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move up' }));
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1), SAVED);
    expect(sentBodies(fetchMock)[0]!.lines.map((line) => line.name)).toEqual([
      'Corozo button',
      'Washed linen',
    ]);
    await user.click(screen.getByRole('button', { name: 'More for Washed linen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove line' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Washed linen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove line' }));
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(2), SAVED);
    expect(sentBodies(fetchMock)[1]!.lines.map((line) => line.name)).toEqual(['Corozo button']);
  });

  it('takes a teammate’s save in live and lays my unsaved change over it', async () => {
    let served = aBom();
    const { user, fetchMock, realtime } = openBom(() => served);
    const placement = await screen.findByRole('textbox', { name: 'Placement of Washed linen' });
    served = aBom({
      revision: 2,
      updatedBy: { _id: 'someone', name: 'Nadia Roy' },
      lines: [aBomLine({ supplier: 'Tessitura Nuova' })],
    });
    await user.clear(placement);
    await user.type(placement, 'Body and sleeves');
    await realtime.serverEmit('bomChanged', {
      teamId: TEAM_ID,
      productId: PRODUCT_ID,
      revision: 2,
    });
    expect(
      await screen.findByText(
        /Nadia Roy saved the bill of materials; your 1 unsaved change is laid over it\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Supplier of Washed linen' })).toHaveValue(
      'Tessitura Nuova',
    );
    await waitFor(() => expect(sentBodies(fetchMock).length).toBeGreaterThan(0), SAVED);
    expect(sentBodies(fetchMock).at(-1)).toMatchObject({
      revision: 2,
      lines: [{ placement: 'Body and sleeves', supplier: 'Tessitura Nuova' }],
    });
  });

  it('shows a reader the bill without prices or editing', async () => {
    openBom(
      aBom({
        policies: { edit: false, viewCosts: false },
        lines: [aBomLine({ unitPrice: null, currency: null })],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Bill of materials' });
    expect(within(table).getByText('Washed linen')).toBeInTheDocument();
    expect(within(table).queryByText('Unit price')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add line' })).not.toBeInTheDocument();
    expect(within(table).getByText('Poppy')).toBeInTheDocument();
    expect(RED_WAY).toBeTruthy();
  });
});
