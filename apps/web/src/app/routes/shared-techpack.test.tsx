import { messages, type FactoryTechpack } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, type MockAnswer } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const TOKEN = '0b7c02b7-f216-4df3-adb0-4e7f540eac35.c9fcdee1952b76f45ac9392ab5165241';
const SKETCH = 'f1f1f1f1-0000-4000-8000-000000000001';
const POPPY = 'aaaaaaaa-0000-4000-8000-000000000001';
const CHALK = 'aaaaaaaa-0000-4000-8000-000000000002';

const poppy = { _id: 'c-1', name: 'Poppy', code: '18-1662', hexCode: '#E2492F' };
const chalk = { _id: 'c-2', name: 'Chalk', code: '11-4202', hexCode: '#EDEAE0' };

function aPack(): FactoryTechpack {
  return {
    team: { name: 'Spring studio' },
    recipient: 'Lucky Garments, Dongguan',
    revision: 'B',
    releasedAt: '2027-01-03T10:42:00.000Z',
    expiresAt: '2027-02-02T10:42:00.000Z',
    product: {
      name: 'Linen shirt',
      styleNumber: 'SS27-014',
      description: '',
      composition: '100% linen',
      season: 'SS27',
      category: 'Shirts',
      subCategory: null,
    },
    sketches: [
      {
        fileId: SKETCH,
        name: 'front.png',
        ext: 'png',
        version: 2,
        versionLabel: null,
        width: 800,
        height: 1000,
        url: '/api/v1/files/products/front.png?expires=1&signature=a',
        thumbnail: null,
        preview: '/api/v1/files/products/pre_front.webp?expires=1&signature=b',
      },
    ],
    spec: {
      revision: 3,
      unit: 'cm',
      sizes: ['S', 'M', 'L'],
      baseSize: 'M',
      rows: [
        {
          pomId: 'p-1',
          code: 'A1',
          name: 'Chest width',
          tolerance: { minus: '1', plus: '1' },
          toleranceShown: { minus: '1', plus: '1' },
          values: { S: '50', M: '52', L: '54' },
          shown: { S: '50', M: '52', L: '54' },
        },
      ],
    },
    fits: [
      {
        _id: 'fit-1',
        round: 'Fit 1',
        sampleSize: 'M',
        arrivedAt: null,
        createdAt: '2026-12-20T09:00:00.000Z',
        specRevision: 2,
        appliedRevision: 3,
        measuredCount: 1,
        outOfTolerance: [
          { code: 'A1', name: 'Chest width', spec: '52', measured: '54.5', deviation: '+2.5' },
        ],
      },
    ],
    bom: {
      colourways: [
        { _id: POPPY, name: 'Poppy', colours: [poppy] },
        { _id: CHALK, name: 'Chalk', colours: [chalk] },
      ],
      lines: [
        {
          _id: 'l-1',
          kind: 'fabric',
          name: 'Washed linen',
          placement: 'Body',
          supplier: 'Mill of Como',
          quantity: '1.9',
          unit: 'm',
          wastePercent: '5',
          colours: { [POPPY]: poppy, [CHALK]: chalk },
          notUsedIn: [],
        },
        {
          _id: 'l-2',
          kind: 'trim',
          name: 'Corozo button',
          placement: 'Front',
          supplier: '',
          quantity: '7',
          unit: 'pcs',
          wastePercent: '0',
          colours: { [POPPY]: null },
          notUsedIn: [CHALK],
        },
      ],
    },
    construction: {
      notes: 'Seam allowance 1 cm\nFrench seams inside',
      callouts: [
        { number: 1, fileId: SKETCH, x: 0.25, y: 0.5, text: 'Double needle topstitch' },
        { number: 2, fileId: SKETCH, x: 0.75, y: 0.1, text: 'Bar tack' },
      ],
    },
  };
}

function openLink(answer: MockAnswer) {
  const fetchMock = mockApi({ 'GET /techpack-link/shared': answer });
  const app = renderApp(`/techpack/${TOKEN}`);
  return { ...app, fetchMock };
}

describe('a tech pack sent to a factory', () => {
  it('shows the revision whole to a visitor who is not signed in, asking with the link’s token', async () => {
    const { fetchMock } = openLink({ data: aPack() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen shirt' })).toBeVisible();
    expect(screen.getByText('Sent by Spring studio to Lucky Garments, Dongguan')).toBeVisible();
    expect(screen.getByText('Revision B')).toBeVisible();
    expect(screen.getByText(/^Released /)).toBeVisible();
    expect(screen.getByText('Style SS27-014 · SS27 · Shirts')).toBeVisible();
    const [call] = callsTo(fetchMock, 'GET /techpack-link/shared');
    expect(call?.searchParams.get('token')).toBe(TOKEN);
    expect(call?.headers.get('authorization') ?? '').toBe('');
    // The files are asked for in the page's language (issue 47 §4).
    const pdf = new URL(
      screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')!,
      'http://localhost',
    );
    expect(Object.fromEntries(pdf.searchParams)).toEqual({ token: TOKEN, language: 'en' });

    // The sketch, its callouts numbered on it and written beneath.
    const sketch = screen.getByRole('img', { name: 'Sketch front.png' });
    expect(sketch).toHaveAttribute('src', expect.stringContaining('pre_front.webp'));
    const callouts = screen.getByRole('list', { name: 'Callouts on front.png' });
    expect(
      within(callouts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Callout 1: Double needle topstitch', '2Callout 2: Bar tack']);
    const marker = sketch.parentElement!.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(marker).toHaveTextContent('1');
    expect(marker.style.left).toBe('25%');
    expect(marker.style.top).toBe('50%');

    // The graded spec, base size marked.
    const spec = screen.getByRole('table', { name: 'Graded spec' });
    expect(within(spec).getByRole('columnheader', { name: 'M (base)' })).toBeVisible();
    const chest = within(spec).getByRole('row', { name: /Chest width/ });
    expect(chest).toHaveTextContent('A1Chest width−1 / +1505254');

    // The bill per colourway: a line not used in Chalk is left out of its table.
    const poppyBom = screen.getByRole('table', { name: 'Bill of materials, Poppy' });
    const chalkBom = screen.getByRole('table', { name: 'Bill of materials, Chalk' });
    expect(within(poppyBom).getAllByRole('row')).toHaveLength(3);
    expect(within(chalkBom).getAllByRole('row')).toHaveLength(2);
    expect(within(poppyBom).getByRole('row', { name: /Corozo button/ })).toHaveTextContent(
      'As standard',
    );
    expect(within(chalkBom).getByRole('row', { name: /Washed linen/ })).toHaveTextContent(
      'Washed linenFabricBodyMill of Como1.9 m5%Chalk 11-4202',
    );

    expect(screen.getByText(/French seams inside/)).toBeVisible();
    expect(screen.getByRole('table', { name: 'Fit 1: out of tolerance' })).toHaveTextContent(
      '+2.5',
    );
    // There is nothing about prices anywhere on the page.
    expect(document.body.textContent).not.toMatch(/price|cost|€|\$/i);
  });

  it('says a revoked link was withdrawn', async () => {
    openLink({ status: 410, message: messages.techpackLinkRevokedNow });
    expect(await screen.findByRole('heading', { name: 'This link was withdrawn' })).toBeVisible();
    expect(screen.getByText(messages.techpackLinkRevokedNow)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });

  it('says an expired link has expired', async () => {
    openLink({ status: 410, message: messages.techpackLinkExpired });
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible();
    expect(screen.getByText(messages.techpackLinkExpired)).toBeVisible();
  });

  it('says a link that is not one opens no tech pack', async () => {
    const { fetchMock } = openLink({ status: 404, message: messages.techpackLinkInvalid });
    expect(
      await screen.findByRole('heading', { name: 'This link does not open a tech pack' }),
    ).toBeVisible();
    expect(screen.getByText(messages.techpackLinkInvalid)).toBeVisible();
    // A refusal is final: it is not asked again.
    expect(callsTo(fetchMock, 'GET /techpack-link/shared')).toHaveLength(1);
  });
});
