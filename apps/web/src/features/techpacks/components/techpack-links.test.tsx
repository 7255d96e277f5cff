import { messages, type TechpackLink, type TechpackRevisionSummary } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer, type MockRequest } from '../../../testing/mock-api';
import { PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderWithRouter } from '../../../testing/render-app';
import { TechpackSection } from './techpack-section';

const PATH = `/product/${PRODUCT_ID}/techpack`;
type Handler = MockAnswer | ((request: MockRequest) => MockAnswer);

const REVISION_A = 'a0000000-0000-4000-8000-00000000000a';
const REVISION_B = 'b0000000-0000-4000-8000-00000000000b';
const LINK_1 = 'd0000000-0000-4000-8000-000000000001';
const LINK_2 = 'd0000000-0000-4000-8000-000000000002';

function aRevision(overrides: Partial<TechpackRevisionSummary> = {}): TechpackRevisionSummary {
  return {
    _id: REVISION_A,
    revision: 'A',
    seq: 1,
    releasedAt: '2026-12-01T10:00:00.000Z',
    releasedBy: { _id: 'u-1', name: 'Eda Editor' },
    note: null,
    summary: {
      sketches: 1,
      specRows: 1,
      sizes: 3,
      fits: 0,
      colourways: 2,
      bomLines: 2,
      callouts: 1,
    },
    ...overrides,
  };
}

const REVISIONS = [aRevision({ _id: REVISION_B, revision: 'B', seq: 2 }), aRevision()];

function aLink(overrides: Partial<TechpackLink> = {}): TechpackLink {
  return {
    _id: LINK_1,
    productId: PRODUCT_ID,
    revisionId: REVISION_B,
    revision: 'B',
    recipient: 'Lucky Garments, Dongguan',
    email: null,
    url: `http://localhost:3000/techpack/${LINK_1}.abc`,
    state: 'active',
    createdBy: { _id: 'u-2', name: 'Sam Sharer' },
    createdAt: '2027-01-02T09:00:00.000Z',
    expiresAt: '2027-02-01T09:00:00.000Z',
    revokedAt: null,
    firstOpenedAt: '2027-01-03T08:00:00.000Z',
    lastOpenedAt: '2027-01-03T10:42:00.000Z',
    openCount: 2,
    ...overrides,
  };
}

function openSection(
  links: () => TechpackLink[],
  {
    canShare = true,
    handlers = {},
  }: { canShare?: boolean; handlers?: Record<string, Handler> } = {},
) {
  signIn();
  const fetchMock = mockApi({
    [`GET ${PATH}`]: { data: REVISIONS },
    [`GET ${PATH}/compare`]: { data: null },
    [`GET ${PATH}/links`]: () => ({ data: links() }),
    ...handlers,
  });
  const app = renderWithRouter(
    <TechpackSection
      productId={PRODUCT_ID}
      productName="Relaxed shirt"
      canRelease={false}
      canViewCosts={false}
      canShare={canShare}
    />,
  );
  return { ...app, fetchMock };
}

const revisionItem = async (letter: string) => {
  const list = await screen.findByRole('list', { name: 'Tech pack revisions' });
  return within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(`${letter}Revision ${letter}`))!;
};

describe('sending a tech pack revision to a factory', () => {
  it('offers no sending, and asks for no links, to whoever may not share the product', async () => {
    const { fetchMock } = openSection(() => [aLink()], { canShare: false });
    await screen.findByRole('list', { name: 'Tech pack revisions' });
    expect(screen.queryByRole('button', { name: /Send to factory/ })).toBeNull();
    expect(callsTo(fetchMock, `GET ${PATH}/links`)).toHaveLength(0);
  });

  it('lists each revision’s links with whether the factory opened them', async () => {
    openSection(() => [
      aLink(),
      aLink({
        _id: LINK_2,
        recipient: 'Mill of Porto',
        email: 'orders@porto.example',
        openCount: 0,
        firstOpenedAt: null,
        lastOpenedAt: null,
      }),
      aLink({
        _id: 'd0000000-0000-4000-8000-000000000003',
        revisionId: REVISION_A,
        revision: 'A',
        recipient: 'Old mill',
        state: 'revoked',
        url: null,
        revokedAt: '2027-01-04T09:00:00.000Z',
        openCount: 1,
      }),
    ]);
    const links = await within(await revisionItem('B')).findByRole('list', {
      name: 'Links of revision B',
    });
    const [lucky, porto] = within(links).getAllByRole('listitem');
    expect(lucky).toHaveTextContent('Lucky Garments, Dongguan');
    expect(within(lucky!).getByText(/^Opened 2 times, last /)).toBeVisible();
    expect(within(lucky!).getByText('Active')).toBeVisible();
    expect(within(lucky!).getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(within(porto!).getByText('Not opened yet')).toBeVisible();
    expect(within(porto!).getByText(/orders@porto.example/)).toBeVisible();

    const old = within(await revisionItem('A')).getByRole('list', { name: 'Links of revision A' });
    expect(within(old).getByText('Revoked')).toBeVisible();
    expect(within(old).getByText(/^Opened once, /)).toBeVisible();
    expect(within(old).queryByRole('button', { name: /Revoke|Copy/ })).toBeNull();
  });

  it('makes a link to the revision for the recipient, e-mails it when asked, and shows it to copy', async () => {
    let links: TechpackLink[] = [];
    const { user, fetchMock } = openSection(() => links, {
      handlers: {
        [`POST ${PATH}/${REVISION_B}/links`]: ({ body }) => {
          const { recipient, email } = body as { recipient: string; email?: string };
          links = [aLink({ recipient, email: email ?? null, openCount: 0, lastOpenedAt: null })];
          return { status: 201, message: messages.techpackLinkSent, data: links[0] };
        },
      },
    });
    await user.click(
      within(await revisionItem('B')).getByRole('button', { name: 'Send to factory: revision B' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send revision B to a factory' });
    expect(within(dialog).getByText(/Never costs, prices or the team’s comments/)).toBeVisible();

    // The recipient is required: nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText(messages.techpackRecipientRequired)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'not-an-address');
    await user.type(within(dialog).getByRole('textbox', { name: /Recipient/ }), 'Lucky Garments');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText(messages.invalidEmail)).toBeVisible();
    expect(callsTo(fetchMock, `POST ${PATH}/${REVISION_B}/links`)).toHaveLength(0);

    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.type(email, 'Orders@Lucky.example');
    await user.click(within(dialog).getByRole('combobox', { name: /Link works for/ }));
    await user.click(await screen.findByRole('option', { name: '14 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    expect(
      await within(dialog).findByRole('textbox', { name: 'Link for Lucky Garments' }),
    ).toHaveValue(`http://localhost:3000/techpack/${LINK_1}.abc`);
    expect(within(dialog).getByText(/e-mailed to orders@lucky.example/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(callsTo(fetchMock, `POST ${PATH}/${REVISION_B}/links`).map((call) => call.body)).toEqual(
      [{ recipient: 'Lucky Garments', email: 'orders@lucky.example', expiresInDays: 14 }],
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await revisionItem('B')).findByText('Lucky Garments')).toBeVisible();
  });

  it('sends no e-mail field when it is left blank, and shows the server’s refusal in the dialog', async () => {
    const { user, fetchMock } = openSection(() => [], {
      handlers: {
        [`POST ${PATH}/${REVISION_A}/links`]: {
          status: 429,
          message: messages.strangerMailsPerUserHour(100),
        },
      },
    });
    await user.click(
      within(await revisionItem('A')).getByRole('button', { name: 'Send to factory: revision A' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send revision A to a factory' });
    await user.type(within(dialog).getByRole('textbox', { name: /Recipient/ }), 'Mill');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText(messages.strangerMailsPerUserHour(100))).toBeVisible();
    expect(callsTo(fetchMock, `POST ${PATH}/${REVISION_A}/links`).map((call) => call.body)).toEqual(
      [{ recipient: 'Mill', expiresInDays: 30 }],
    );
  });

  it('revokes a link only after asking', async () => {
    let links = [aLink()];
    const { user, fetchMock } = openSection(() => links, {
      handlers: {
        [`DELETE /techpack-link/${LINK_1}`]: () => {
          links = [aLink({ state: 'revoked', url: null, revokedAt: '2027-01-05T09:00:00.000Z' })];
          return { message: messages.techpackLinkRevoked, data: links[0] };
        },
      },
    });
    const item = await revisionItem('B');
    await user.click(
      await within(item).findByRole('button', {
        name: 'Revoke the link for Lucky Garments, Dongguan',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Revoke link' });
    expect(
      within(confirm).getByText(
        /Lucky Garments, Dongguan will no longer be able to open revision B/,
      ),
    ).toBeVisible();
    expect(callsTo(fetchMock, `DELETE /techpack-link/${LINK_1}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `DELETE /techpack-link/${LINK_1}`)).toHaveLength(1),
    );
    expect(await within(await revisionItem('B')).findByText('Revoked')).toBeVisible();
  });
});
