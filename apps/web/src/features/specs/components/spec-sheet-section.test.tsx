import { DEFAULT_GENERAL_SETTINGS, messages, type SpecSheet } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer, type MockRequest } from '../../../testing/mock-api';
import { PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import {
  aSpecRow,
  aSpecSheet,
  BODY_ID,
  CHEST_ID,
  LETTER_SIZES,
  TEAM_POMS,
} from '../../../testing/spec-fixtures';
import { SpecSheetSection } from './spec-sheet-section';

const SPEC = `/product/${PRODUCT_ID}/spec`;
type Handler = MockAnswer | ((request: MockRequest) => MockAnswer);

function openSheet(sheet: SpecSheet | (() => SpecSheet), handlers: Record<string, Handler> = {}) {
  signIn();
  const fetchMock = mockApi({
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    [`GET ${SPEC}`]: () => ({ data: typeof sheet === 'function' ? sheet() : sheet }),
    'GET /pom': { data: TEAM_POMS },
    'GET /sizeRange': { data: [LETTER_SIZES] },
    [`GET ${SPEC}/revisions`]: { data: [] },
    [`GET /product/${PRODUCT_ID}/fits`]: { data: [] },
    [`PUT ${SPEC}`]: ({ body }) => ({
      message: messages.specSaved,
      data: { ...aSpecSheet(), revision: (body as { revision: number }).revision + 1 },
    }),
    ...handlers,
  });
  const user = userEvent.setup({ delay: null });
  const { realtime } = renderWithProviders(
    <SpecSheetSection productId={PRODUCT_ID} productName="Boxy tee" teamId={TEAM_ID} />,
  );
  return { user, fetchMock, realtime };
}

const cell = (name: string) => screen.findByRole('textbox', { name });
/** The debounced save waits 800 ms after the last change. */
const SAVED = { timeout: 10_000 };

describe('spec sheet grid', () => {
  it('moves between cells with the arrows, Enter and Tab', async () => {
    const { user } = openSheet(aSpecSheet());
    const base = await cell('T01 M (base size)');
    await user.click(base);
    await user.keyboard('{ArrowDown}');
    expect(await cell('T02 M (base size)')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(base).toHaveFocus();
    // Focus moved by the keyboard selects the cell's text, so left and right move on.
    await user.keyboard('{ArrowRight}');
    expect(await cell('T01 L')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await cell('T02 L')).toHaveFocus();
    // Tab off the end of a row goes on to the next row's first cell; Shift+Tab comes back.
    await user.click(await cell('T01 L'));
    await user.keyboard('{Tab}');
    expect(await cell('T02 tolerance minus')).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(await cell('T01 L')).toHaveFocus();
  });

  it('fills a block pasted from a spreadsheet from the focused cell, and saves it', async () => {
    const { user, fetchMock } = openSheet(aSpecSheet());
    await user.click(await cell('T01 S'));
    await user.paste('67\t70.5\t74\n48\t51\t54.25\n');

    expect(await cell('T01 S')).toHaveValue('67');
    expect(await cell('T01 M (base size)')).toHaveValue('70.5');
    expect(await cell('T02 L')).toHaveValue('54.25');
    expect(screen.getByText(/Pasted 6 cells\./)).toBeInTheDocument();

    await waitFor(() => expect(callsTo(fetchMock, `PUT ${SPEC}`)).toHaveLength(1), SAVED);
    expect(callsTo(fetchMock, `PUT ${SPEC}`)[0]!.body).toEqual({
      revision: 3,
      unit: 'cm',
      sizes: ['S', 'M', 'L'],
      baseSize: 'M',
      rows: [
        {
          pomId: BODY_ID,
          base: '70.5',
          gradeRule: '2',
          values: { S: '67', L: '74' },
          tolerance: { minus: '1', plus: '1' },
        },
        {
          pomId: CHEST_ID,
          base: '51',
          gradeRule: '2.5',
          values: { S: '48', L: '54.25' },
          tolerance: { minus: '1', plus: '1' },
        },
      ],
    });
  });

  it('sends the whole sheet with the revision it was read at, once typing pauses', async () => {
    const { user, fetchMock } = openSheet(aSpecSheet());
    const base = await cell('T01 M (base size)');
    await user.tripleClick(base);
    await user.keyboard('71{Enter}');
    // The grade follows at once: L is the base plus one step.
    expect(await cell('T01 L')).toHaveValue('73');

    await waitFor(() => expect(callsTo(fetchMock, `PUT ${SPEC}`)).toHaveLength(1), SAVED);
    const [sent] = callsTo(fetchMock, `PUT ${SPEC}`);
    expect(sent!.body).toMatchObject({
      revision: 3,
      rows: [{ pomId: BODY_ID, base: '71', gradeRule: '2', values: {} }, { pomId: CHEST_ID }],
    });
    expect(await screen.findByText(/Spec sheet saved\. Revision 4\./)).toBeInTheDocument();
  });

  it('undoes the last edits with Ctrl+Z', async () => {
    const { user } = openSheet(aSpecSheet());
    const base = await cell('T01 M (base size)');
    await user.tripleClick(base);
    await user.keyboard('75{Enter}');
    expect(base).toHaveValue('75');
    const grade = await cell('T02 grade');
    await user.tripleClick(grade);
    await user.keyboard('3{Enter}');
    expect(await cell('T02 L')).toHaveValue('53');

    await user.click(await cell('T02 S'));
    await user.keyboard('{Control>}z{/Control}');
    expect(await cell('T02 L')).toHaveValue('52.5');
    expect(base).toHaveValue('75');
    await user.keyboard('{Control>}z{/Control}');
    expect(base).toHaveValue('70');
  });

  it('shows and takes inches as eighths', async () => {
    const { user, fetchMock } = openSheet(
      aSpecSheet({
        unit: 'in',
        rows: [
          aSpecRow({
            // 24 3/8 in is exactly 61.9125 cm; one step is 1/2 in (1.27 cm).
            values: { S: 60.6425, M: 61.9125, L: 63.1825 },
            base: 61.9125,
            gradeRule: 1.27,
            tolerance: { minus: 0.635, plus: 0.635 },
          }),
        ],
      }),
    );
    expect(await cell('T01 M (base size)')).toHaveValue('24 3/8');
    expect(await cell('T01 S')).toHaveValue('23 7/8');
    expect(await cell('T01 grade')).toHaveValue('1/2');
    expect(screen.getByRole('table', { name: 'Spec sheet in inches' })).toBeInTheDocument();

    // A length between eighths is refused on the cell, and what was typed stays.
    const large = await cell('T01 L');
    await user.tripleClick(large);
    await user.keyboard('25.3{Enter}');
    expect(large).toHaveValue('25.3');
    expect(large).toHaveAttribute('aria-invalid', 'true');
    expect(large).toHaveAccessibleDescription(messages.inchesInvalid);

    await user.tripleClick(large);
    await user.keyboard('25 1/4{Enter}');
    expect(large).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${SPEC}`)).toHaveLength(1), SAVED);
    expect(callsTo(fetchMock, `PUT ${SPEC}`)[0]!.body).toMatchObject({
      unit: 'in',
      rows: [{ base: '24 3/8', gradeRule: '1/2', values: { L: '25 1/4' } }],
    });

    // Centimetres again: the same lengths, exactly.
    await user.click(screen.getByRole('radio', { name: 'cm' }));
    expect(await cell('T01 M (base size)')).toHaveValue('61.9125');
  });

  /** Nadia's revision 4: chest moved to 52, and body length to `body` when given. */
  const nadias = (body?: number) =>
    aSpecSheet({
      revision: 4,
      updatedBy: { _id: 'n', name: 'Nadia Roy' },
      rows: [
        body === undefined
          ? aSpecRow()
          : aSpecRow({ values: { S: body - 2, M: body, L: body + 2 }, base: body }),
        aSpecRow({
          pomId: CHEST_ID,
          code: 'T02',
          name: 'Chest width',
          values: { S: 49.5, M: 52, L: 54.5 },
          base: 52,
          gradeRule: 2.5,
        }),
      ],
    });

  /** A sheet read as revision 3 first and as `theirs` after; the first save refused when `stale`. */
  function openTwice(theirs: SpecSheet, stale: boolean) {
    let reads = 0;
    let puts = 0;
    return openSheet(
      () => {
        reads += 1;
        return reads === 1 ? aSpecSheet() : theirs;
      },
      {
        [`PUT ${SPEC}`]: ({ body }) => {
          puts += 1;
          return stale && puts === 1
            ? { status: 409, message: messages.specRevisionStale }
            : {
                message: messages.specSaved,
                data: { ...theirs, revision: (body as { revision: number }).revision + 1 },
              };
        },
      },
    );
  }

  it('after a 409 at a cell both changed, keeps the typing and saves it only when asked', async () => {
    const { user, fetchMock } = openTwice(nadias(73), true);
    const base = await cell('T01 M (base size)');
    await user.tripleClick(base);
    await user.keyboard('71{Enter}');

    expect(
      await screen.findByText(
        'Someone else saved this spec sheet while you were editing',
        {},
        SAVED,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        /Nadia Roy saved revision 4\. Your 1 change is kept on screen, laid over their version; one is a value they changed too\./,
      ),
    ).toBeVisible();
    // Mine stays, theirs comes in.
    expect(await cell('T01 M (base size)')).toHaveValue('71');
    expect(await cell('T02 M (base size)')).toHaveValue('52');
    expect(screen.getByText(`Not saved: ${messages.specRevisionStale}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save my changes' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${SPEC}`)).toHaveLength(2), SAVED);
    expect(callsTo(fetchMock, `PUT ${SPEC}`)[1]!.body).toMatchObject({
      revision: 4,
      rows: [
        { pomId: BODY_ID, base: '71' },
        { pomId: CHEST_ID, base: '52' },
      ],
    });
  });

  it('after a 409 at other cells, lays the typing over the newer sheet and saves it', async () => {
    const { user, fetchMock } = openTwice(nadias(), true);
    const base = await cell('T01 M (base size)');
    await user.tripleClick(base);
    await user.keyboard('71{Enter}');

    await waitFor(() => expect(callsTo(fetchMock, `PUT ${SPEC}`)).toHaveLength(2), SAVED);
    expect(callsTo(fetchMock, `PUT ${SPEC}`)[1]!.body).toMatchObject({
      revision: 4,
      rows: [
        { pomId: BODY_ID, base: '71' },
        { pomId: CHEST_ID, base: '52' },
      ],
    });
    expect(
      await screen.findByText(
        /Nadia Roy saved revision 4; your 1 unsaved change is laid over it\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Someone else saved this spec sheet while you were editing'),
    ).toBeNull();
    expect(await cell('T02 M (base size)')).toHaveValue('52');
  });

  it('takes in a revision a teammate saved, live, under what is being typed', async () => {
    const { user, fetchMock, realtime } = openTwice(nadias(), false);
    const change = { teamId: TEAM_ID, productId: PRODUCT_ID, revision: 4 };
    const base = await cell('T01 M (base size)');
    await user.tripleClick(base);
    await user.keyboard('71{Enter}');
    // Told before the pause in typing sent anything: the save goes on top of revision 4.
    await realtime.serverEmit('specChanged', change);
    expect(await cell('T02 M (base size)')).toHaveValue('52');
    expect(await cell('T01 M (base size)')).toHaveValue('71');
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${SPEC}`)).toHaveLength(1), SAVED);
    expect(callsTo(fetchMock, `PUT ${SPEC}`)[0]!.body).toMatchObject({
      revision: 4,
      rows: [
        { pomId: BODY_ID, base: '71' },
        { pomId: CHEST_ID, base: '52' },
      ],
    });
  });

  it('shows a revision a teammate saved to someone who is not typing, and saves nothing', async () => {
    const { fetchMock, realtime } = openTwice(nadias(), false);
    expect(await cell('T02 M (base size)')).toHaveValue('50');
    await realtime.serverEmit('specChanged', {
      teamId: TEAM_ID,
      productId: PRODUCT_ID,
      revision: 4,
    });
    expect(await cell('T02 M (base size)')).toHaveValue('52');
    expect(await screen.findByText(/Nadia Roy saved revision 4\./)).toBeInTheDocument();
    // Another product's revision is none of this page's business.
    await realtime.serverEmit('specChanged', { teamId: TEAM_ID, productId: BODY_ID, revision: 9 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(callsTo(fetchMock, `PUT ${SPEC}`)).toHaveLength(0);
  });

  it('tells in words which cell grades smaller than the size before', async () => {
    const { user } = openSheet(aSpecSheet());
    const large = await cell('T01 L');
    await user.tripleClick(large);
    await user.keyboard('69{Enter}');
    expect(large).toHaveAccessibleDescription('Smaller than the size before: L.');
    expect(screen.getByText('Smaller than the size before: L.')).toBeVisible();
    expect(await cell('T01 S')).not.toHaveAccessibleDescription();
  });

  it('is read only for members who may only view, with the warnings in words', async () => {
    openSheet(
      aSpecSheet({
        policies: { edit: false },
        rows: [
          aSpecRow({
            values: { M: 70 },
            gradeRule: null,
            warnings: [{ kind: 'missing', sizes: ['S', 'L'], message: 'No value for S, L.' }],
          }),
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Spec sheet in centimetres' });
    expect(within(table).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(table).getByText('No value for S, L.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
