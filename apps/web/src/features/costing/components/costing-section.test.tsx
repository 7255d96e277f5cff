import { DEFAULT_GENERAL_SETTINGS, messages, type TSaveCostingSchema } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppLanguage } from '../../../lib/i18n';
import { aCosting } from '../../../testing/bom-fixtures';
import { signIn } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderWithRouter } from '../../../testing/render-app';
import { CostingSection } from './costing-section';

const COSTING = `/product/${PRODUCT_ID}/costing`;

function openCosting(costing = aCosting(), language?: AppLanguage) {
  signIn();
  const fetchMock = mockApi({
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    [`GET ${COSTING}`]: { data: costing },
    [`PUT ${COSTING}`]: ({ body }) => ({
      message: messages.costingSaved,
      data: aCosting({
        inputs: { ...(body as TSaveCostingSchema), targetCost: '40' } as never,
        updatedAt: '2027-01-05T10:00:00.000Z',
      }),
    }),
  });
  const { user } = renderWithRouter(<CostingSection productId={PRODUCT_ID} />, { language });
  return { user, fetchMock };
}

describe('the costing', () => {
  it('shows each colourway’s parts, landed cost, margins and a missed target', async () => {
    openCosting();
    const table = await screen.findByRole('table', { name: 'Costing by colourway' });
    const row = within(table).getByRole('row', { name: /Poppy \/ Chalk/ });
    expect(row).toHaveTextContent('13.00');
    expect(row).toHaveTextContent('29.11');
    expect(row).toHaveTextContent('51.3 %');
    expect(within(row).getByText(/Over target by/)).toHaveTextContent('0.11');
    expect(screen.getByText(/1 USD = 0\.92 EUR \(2027-01-04\)/)).toBeInTheDocument();
  });

  it('names the row of a bill without colourways in the person’s language (issue 47 §4)', async () => {
    const [row] = aCosting().colourways;
    openCosting(
      aCosting({ colourways: [{ ...row!, colourwayId: null, name: 'All colourways' }] }),
      'de',
    );
    const table = await screen.findByRole('table', { name: 'Kalkulation je Farbstellung' });
    expect(within(table).getByRole('rowheader', { name: 'Alle Farbstellungen' })).toBeVisible();
  });

  it('says which rate is missing and when the team has no currency', async () => {
    openCosting(aCosting({ missingRates: ['USD'], currency: null }));
    expect(await screen.findByText('No rate for USD')).toBeInTheDocument();
    expect(screen.getByText('Choose the team’s costing currency')).toBeInTheDocument();
  });

  it('saves a part as a percentage and the target', async () => {
    const { user, fetchMock } = openCosting();
    const form = await screen.findByRole('form', { name: 'Cost parts' });
    const target = within(form).getByRole('textbox', { name: /Target cost/ });
    await user.clear(target);
    await user.type(target, '40');
    await user.click(within(form).getByRole('button', { name: 'Save costing' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${COSTING}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PUT ${COSTING}`)[0]!.body).toMatchObject({
      labour: { mode: 'amount', value: '9.5' },
      overhead: { mode: 'percent', value: '10' },
      targetCost: '40',
    });
    expect(await screen.findByText(messages.costingSaved)).toBeInTheDocument();
  });
});
