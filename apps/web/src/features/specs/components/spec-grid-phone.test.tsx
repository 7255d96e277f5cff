import { DEFAULT_GENERAL_SETTINGS, messages, type SpecSheet } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import { aSpecSheet, BODY_ID, LETTER_SIZES, TEAM_POMS } from '../../../testing/spec-fixtures';
import { SpecSheetSection } from './spec-sheet-section';
import { onPhone } from '../../../testing/on-phone';

const SPEC = `/product/${PRODUCT_ID}/spec`;
/** The debounced save waits 800 ms after the last change. */
const SAVED = { timeout: 10_000 };

function openOnPhone(sheet: SpecSheet, settings = DEFAULT_GENERAL_SETTINGS) {
  onPhone();
  signIn();
  const fetchMock = mockApi({
    'GET /generalSetting': { data: settings },
    [`GET ${SPEC}`]: { data: sheet },
    'GET /pom': { data: TEAM_POMS },
    'GET /sizeRange': { data: [LETTER_SIZES] },
    [`GET ${SPEC}/revisions`]: { data: [] },
    [`GET /product/${PRODUCT_ID}/fits`]: { data: [] },
    [`PUT ${SPEC}`]: ({ body }) => ({
      message: messages.specSaved,
      data: { ...aSpecSheet(), revision: (body as { revision: number }).revision + 1 },
    }),
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <SpecSheetSection productId={PRODUCT_ID} productName="Boxy tee" teamId={TEAM_ID} />,
  );
  return { user, fetchMock };
}

const field = (name: string) => screen.findByRole('textbox', { name });
const pad = () => screen.findByRole('group', { name: /^Number pad for/ });
const key = async (name: string) => within(await pad()).getByRole('button', { name });

describe('spec sheet on a phone', () => {
  it('shows one size at a time, the base size first, and steps between sizes', async () => {
    const { user } = openOnPhone(aSpecSheet());
    const list = await screen.findByRole('list', {
      name: 'Points of measure in size M (base size), in centimetres',
    });
    // A card per point: code, name, tolerance and this size's value; no grid of every size.
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('T01');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Body length from HPS');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Tolerance −1 / +1 cm');
    expect(await field('T01 M (base size)')).toHaveValue('70');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'T01 L' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next size' }));
    expect(await field('T01 L')).toHaveValue('72');
    expect(await field('T02 L')).toHaveValue('52.5');
    expect(screen.getByRole('button', { name: 'Next size' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'S' }));
    expect(await field('T01 S')).toHaveValue('68');
    expect(screen.getByRole('button', { name: 'Previous size' })).toBeDisabled();
  });

  it('saves a value typed on the pad through the sheet’s own save, and grades from it', async () => {
    const { user, fetchMock } = openOnPhone(aSpecSheet());
    await user.click(await field('T01 M (base size)'));
    // The first key replaces the value, as in a spreadsheet cell.
    for (const digit of ['7', '1', '5']) await user.click(await key(digit));
    await user.click(await key('Decimal point'));
    await user.click(await key('5'));
    await user.click(await key('Delete the last character'));
    await user.click(await key('Delete the last character'));
    expect(await field('T01 M (base size)')).toHaveValue('715');
    await user.click(await key('Clear'));
    await user.click(await key('7'));
    await user.click(await key('1'));
    // Next commits and goes down to the next point, whose field the pad now types in.
    await user.click(await key('Next point of measure'));
    expect(await field('T02 M (base size)')).toHaveFocus();
    expect(await pad()).toHaveAccessibleName(/T02 Chest width · M \(base size\)/);
    await user.click(await key('Done'));
    expect(screen.queryByRole('group', { name: /^Number pad for/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'L' }));
    expect(await field('T01 L')).toHaveValue('73');
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${SPEC}`)).toHaveLength(1), SAVED);
    expect(callsTo(fetchMock, `PUT ${SPEC}`)[0]!.body).toMatchObject({
      revision: 3,
      rows: [{ pomId: BODY_ID, base: '71', gradeRule: '2', values: {} }, { base: '50' }],
    });
    expect(await screen.findByText(/Spec sheet saved\. Revision 4\./)).toBeInTheDocument();
  });

  it('keeps a length it cannot read on screen with the reason, and sends nothing', async () => {
    const { user, fetchMock } = openOnPhone(aSpecSheet({ unit: 'in' }));
    const body = await field('T01 M (base size)');
    await user.click(body);
    await user.keyboard('{Control>}a{/Control}27.3{Enter}');
    expect(await field('T01 M (base size)')).toHaveValue('27.3');
    expect(await field('T01 M (base size)')).toHaveAttribute('aria-invalid', 'true');
    expect(await field('T01 M (base size)')).toHaveAccessibleDescription(messages.inchesInvalid);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(callsTo(fetchMock, `PUT ${SPEC}`)).toHaveLength(0);
  });

  it('gives every value and key a large target', async () => {
    const { user } = openOnPhone(aSpecSheet());
    const body = await field('T01 M (base size)');
    expect(body).toHaveStyle({ height: '52px' });
    expect(body).toHaveAttribute('inputmode', 'none');
    await user.click(body);
    for (const button of within(await pad()).getAllByRole('button'))
      expect(button.getAttribute('style')).toContain('height: calc(3.25rem');
  });

  it('shows the sheet one size at a time to those who may only read it', async () => {
    const { user } = openOnPhone(aSpecSheet({ policies: { edit: false } }));
    const list = await screen.findByRole('list', { name: /size M \(base size\)/ });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('50');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous size' }));
    expect(
      within(await screen.findByRole('list', { name: /size S/ })).getAllByRole('listitem')[1],
    ).toHaveTextContent('47.5');
  });
});
