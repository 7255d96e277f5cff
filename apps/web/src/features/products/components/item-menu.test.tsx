import { messages, type ProductItem } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTeam, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { aProduct, PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderApp } from '../../../testing/render-app';

const OUTER = 'f0000000-0000-4000-8000-000000000001';
const INNER = 'f0000000-0000-4000-8000-000000000002';
const DEEPEST = 'f0000000-0000-4000-8000-000000000003';
const LOOKS = 'f0000000-0000-4000-8000-000000000004';
const FILE = 'f0000000-0000-4000-8000-000000000005';

function anItem(overrides: Partial<ProductItem>): ProductItem {
  return {
    _id: OUTER,
    kind: 'folder',
    parentId: null,
    name: 'Outer',
    path: null,
    ext: '',
    size: 0,
    url: null,
    thumbnail: null,
    preview: null,
    status: null,
    createdAt: '2026-11-05T10:00:00.000Z',
    ...overrides,
  };
}

const TREE = [
  anItem({}),
  anItem({ _id: INNER, parentId: OUTER, name: 'Inner' }),
  anItem({ _id: DEEPEST, parentId: INNER, name: 'Deepest' }),
  anItem({ _id: LOOKS, name: 'Looks' }),
  anItem({ _id: FILE, kind: 'file', name: 'notes.pdf', ext: 'pdf', path: 'p/n.pdf', size: 10 }),
];

function openFiles(product = aProduct()) {
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: signIn() },
    'GET /team/getUserTeamList': { data: [aTeam()] },
    [`GET /product/${PRODUCT_ID}`]: { data: product },
    [`GET /product/${PRODUCT_ID}/files`]: { data: TREE },
    [`DELETE /product/${PRODUCT_ID}/items/${OUTER}`]: {
      message: messages.itemDeleted,
      data: { _id: OUTER },
    },
    [`PUT /product/${PRODUCT_ID}/items/${INNER}`]: {
      message: messages.itemMoved,
      data: TREE[1],
    },
  });
  return { ...renderApp(`/productDetail/${PRODUCT_ID}`), fetchMock };
}

describe('the actions of a tree item', () => {
  it('names the folder and its contents before deleting it', async () => {
    const { user, fetchMock } = openFiles();
    await user.click(await screen.findByRole('button', { name: 'Actions for Outer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete folder' });
    expect(
      within(dialog).getByText(
        'Delete the folder “Outer” and everything in it? This cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /product/${PRODUCT_ID}/items/${OUTER}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.itemDeleted)).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /product/${PRODUCT_ID}/items/${OUTER}`)).toHaveLength(1);
  });

  it('offers the top level and other folders, never the item or what is inside it', async () => {
    const { user } = openFiles();
    await user.click(await screen.findByRole('button', { name: 'Actions for Outer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Outer”' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Move to' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['All files (top level)', 'Looks']);
  });

  it('moves a folder to the chosen folder with the server’s text', async () => {
    const { user, fetchMock } = openFiles();
    await user.click(await screen.findByRole('button', { name: /^Outer/ }));
    await user.click(await screen.findByRole('button', { name: 'Actions for Inner' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Inner”' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Move to' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['All files (top level)', 'Looks', 'Outer']);
    await user.click(screen.getByRole('option', { name: 'Looks' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(messages.itemMoved)).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT /product/${PRODUCT_ID}/items/${INNER}`)[0]?.body).toEqual({
      parentId: LOOKS,
    });
  });

  it('is not there for those who may not edit the product', async () => {
    openFiles(aProduct({ policies: { ...aProduct().policies, edit: false } }));
    expect(await screen.findByText('Outer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });
});
