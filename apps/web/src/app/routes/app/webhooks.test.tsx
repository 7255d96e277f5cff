import {
  DEFAULT_GENERAL_SETTINGS,
  messages,
  type Team,
  type Webhook,
  type WebhookDelivery,
} from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accent } from '../../../lib/pseudo-locale';
import { aTeam, aUser, policies, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer, type MockRequest } from '../../../testing/mock-api';
import { onPhone } from '../../../testing/on-phone';
import { renderApp } from '../../../testing/render-app';
import { untranslated } from '../../../testing/untranslated';

const BASE = `/team/${TEAM_ID}/webhooks`;
const HOOK_ID = '2b2b2b2b-0000-4000-8000-000000000001';
const OFF_ID = '2b2b2b2b-0000-4000-8000-000000000002';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function aWebhook(overrides: Partial<Webhook> = {}): Webhook {
  return {
    _id: HOOK_ID,
    url: 'https://erp.example.com/atelier',
    events: ['product.created', 'techpack.released'],
    includeCosts: false,
    createdAt: '2026-12-01T09:00:00.000Z',
    disabledAt: null,
    lastDelivery: { at: new Date(Date.now() - 5 * 60_000).toISOString(), state: 'delivered' },
    ...overrides,
  };
}

const OFF = aWebhook({
  _id: OFF_ID,
  url: 'https://shop.example.com/hooks',
  events: ['comment.created'],
  includeCosts: true,
  disabledAt: '2026-12-05T10:00:00.000Z',
  lastDelivery: { at: '2026-12-05T09:59:00.000Z', state: 'failed' },
});

function aDelivery(n: number, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    _id: `msg_${n}`,
    type: 'product.created',
    state: 'delivered',
    createdAt: '2026-12-06T08:00:00.000Z',
    nextAttemptAt: null,
    attempts: [{ at: '2026-12-06T08:00:01.000Z', status: 200, error: null, durationMs: 120 }],
    ...overrides,
  };
}

type Handlers = Record<string, MockAnswer | ((request: MockRequest) => MockAnswer)>;

function openWebhooks(
  handlers: Handlers = {},
  { team = aTeam(), language }: { team?: Team; language?: 'en-XA' } = {},
) {
  const user = signIn(aUser());
  localStorage.setItem('selectedTeamId', team._id);
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [team] },
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    [`GET ${BASE}`]: { data: [aWebhook(), OFF] },
    ...handlers,
  });
  return {
    ...renderApp('/setting/team/webhooks', language ? { language } : {}),
    fetchMock,
  };
}

async function openAddForm(user: ReturnType<typeof openWebhooks>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
  return screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
}

describe('the team’s webhooks page (issue 49 §2)', () => {
  it('lists each endpoint with its events, whether it is off, and its last delivery', async () => {
    openWebhooks();
    expect(
      await screen.findByRole('heading', { name: 'Webhooks of Spring studio', level: 1 }),
    ).toBeVisible();
    const on = await screen.findByRole('listitem', { name: 'https://erp.example.com/atelier' });
    const events = within(on).getByRole('list', { name: 'Events' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Product created', 'Tech pack released']);
    expect(within(on).getByText('On')).toBeInTheDocument();
    expect(within(on).getByText('Last delivery 5 min ago')).toBeInTheDocument();
    expect(within(on).getByText('Delivered')).toBeInTheDocument();
    expect(within(on).queryByRole('button', { name: 'Turn on again' })).not.toBeInTheDocument();

    const off = screen.getByRole('listitem', { name: 'https://shop.example.com/hooks' });
    expect(within(off).getByText('Off')).toBeInTheDocument();
    expect(within(off).getByText('Sends costs')).toBeInTheDocument();
    expect(within(off).getByText(/^Turned off 05-12-2026 \d\d:\d\d after a day/)).toBeVisible();
    expect(within(off).getByText('Failed')).toBeInTheDocument();
  });

  it('turns an endpoint that was switched off on again', async () => {
    const { user, fetchMock } = openWebhooks({
      [`PATCH ${BASE}/${OFF_ID}`]: {
        message: messages.webhookUpdated,
        data: { ...OFF, disabledAt: null },
      },
    });
    const off = await screen.findByRole('listitem', { name: 'https://shop.example.com/hooks' });
    await user.click(within(off).getByRole('button', { name: 'Turn on again' }));
    await waitFor(() => expect(callsTo(fetchMock, `PATCH ${BASE}/${OFF_ID}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PATCH ${BASE}/${OFF_ID}`)[0]!.body).toEqual({ enabled: true });
    expect(await screen.findByText(messages.webhookUpdated)).toBeInTheDocument();
  });

  it('says what webhooks are for when there are none', async () => {
    openWebhooks({ [`GET ${BASE}`]: { data: [] } });
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
  });

  it('says when the webhooks cannot be loaded', async () => {
    openWebhooks({ [`GET ${BASE}`]: { status: 500, message: 'Please try again.' } });
    expect(await screen.findByText('The webhooks could not be loaded')).toBeInTheDocument();
  });

  it('checks a new endpoint, adds it without costs and shows its secret once', async () => {
    const { user, fetchMock } = openWebhooks({
      [`POST ${BASE}`]: {
        status: 201,
        message: messages.webhookCreated,
        data: { _id: '2b2b2b2b-0000-4000-8000-000000000009', secret: SECRET },
      },
    });
    const dialog = await openAddForm(user);
    // Each event says when it is sent.
    expect(
      within(dialog).getByRole('checkbox', { name: 'Product created' }),
    ).toHaveAccessibleDescription(/A product is created\./);
    expect(
      within(dialog).getByRole('switch', { name: 'Include costs in payloads' }),
    ).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(messages.webhookUrlRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.webhookEventsRequired)).toBeInTheDocument();

    await user.type(
      within(dialog).getByRole('textbox', { name: /Endpoint URL/ }),
      'https://erp.example.com/in',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Stage changed' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tech pack released' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Signing secret/ }),
      'not-a-secret',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(messages.webhookSecretInvalid)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${BASE}`)).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /Signing secret/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${BASE}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `POST ${BASE}`)[0]!.body).toEqual({
      url: 'https://erp.example.com/in',
      events: ['product.stage_changed', 'techpack.released'],
      includeCosts: false,
    });

    const shown = await screen.findByRole('dialog', { name: 'Copy the signing secret' });
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(SECRET);
    expect(within(shown).getByText(/only time the secret is shown/)).toBeInTheDocument();
    expect(within(shown).getByText(/from 'standardwebhooks'/)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Copy the signing secret' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument());
  });

  it('shows a URL the server refuses on the URL field', async () => {
    const { user } = openWebhooks({
      [`POST ${BASE}`]: {
        status: 400,
        message: messages.webhookUrlRefused,
        data: { errors: [{ field: 'url', message: messages.webhookUrlRefused }] },
      },
    });
    const dialog = await openAddForm(user);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Endpoint URL/ }),
      'https://10.0.0.1/x',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Comment posted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(messages.webhookUrlRefused)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Endpoint URL/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('changes an endpoint with the same form, its values filled in', async () => {
    const { user, fetchMock } = openWebhooks({
      [`PATCH ${BASE}/${HOOK_ID}`]: { message: messages.webhookUpdated, data: aWebhook() },
    });
    const row = await screen.findByRole('listitem', { name: 'https://erp.example.com/atelier' });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change webhook endpoint' });
    expect(within(dialog).getByRole('textbox', { name: /Endpoint URL/ })).toHaveValue(
      'https://erp.example.com/atelier',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Product created' })).toBeChecked();
    expect(
      within(dialog).queryByRole('textbox', { name: /Signing secret/ }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Product created' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Include costs in payloads' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, `PATCH ${BASE}/${HOOK_ID}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PATCH ${BASE}/${HOOK_ID}`)[0]!.body).toEqual({
      url: 'https://erp.example.com/atelier',
      events: ['techpack.released'],
      includeCosts: true,
    });
    expect(await screen.findByText(messages.webhookUpdated)).toBeInTheDocument();
  });

  it('deletes an endpoint only after asking', async () => {
    const { user, fetchMock } = openWebhooks({
      [`DELETE ${BASE}/${HOOK_ID}`]: { message: messages.webhookDeleted, data: { _id: HOOK_ID } },
    });
    const row = await screen.findByRole('listitem', { name: 'https://erp.example.com/atelier' });
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    expect(
      within(confirm).getByText(/Nothing more is sent to https:\/\/erp\.example\.com\/atelier/),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, `DELETE ${BASE}/${HOOK_ID}`)).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, `DELETE ${BASE}/${HOOK_ID}`)).toHaveLength(1));
    expect(await screen.findByText(messages.webhookDeleted)).toBeInTheDocument();
  });

  it('shows an endpoint’s deliveries, newest first, their attempts, older pages, and resends one', async () => {
    const failed = aDelivery(2, {
      type: 'techpack.released',
      state: 'failed',
      createdAt: '2026-12-06T09:00:00.000Z',
      attempts: [
        { at: '2026-12-06T09:05:00.000Z', status: null, error: 'Timed out', durationMs: 15000 },
        { at: '2026-12-06T09:00:01.000Z', status: 500, error: null, durationMs: 320 },
      ],
    });
    const pages: Record<string, WebhookDelivery[]> = {
      '1': [failed, aDelivery(1)],
      '2': [aDelivery(0, { type: 'comment.created', createdAt: '2026-12-05T08:00:00.000Z' })],
    };
    const { user, fetchMock } = openWebhooks({
      [`GET ${BASE}/${HOOK_ID}/deliveries`]: ({ searchParams }) => ({
        data: pages[searchParams.get('page') ?? '1'],
        extra: { pagination: { page: Number(searchParams.get('page')), limit: 10, total: 3 } },
      }),
      [`POST ${BASE}/${HOOK_ID}/deliveries/msg_2/resend`]: {
        message: messages.webhookResent,
        data: { ...failed, state: 'pending' },
      },
    });
    const row = await screen.findByRole('listitem', { name: 'https://erp.example.com/atelier' });
    await user.click(within(row).getByRole('button', { name: 'Deliveries' }));
    const drawer = await screen.findByRole('dialog', { name: 'Deliveries' });
    const log = await within(drawer).findByRole('list', {
      name: 'https://erp.example.com/atelier',
    });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/released|created/).textContent)).toEqual([
      'Tech pack released',
      'Product created',
    ]);
    const first = items[0]!;
    expect(within(first).getByText('Failed')).toBeInTheDocument();
    const toggle = within(first).getByRole('button', { name: '2 attempts' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const attempts = within(first).getByRole('table');
    const rows = within(attempts).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Timed out')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('15,000 ms')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('320 ms')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Show older deliveries' }));
    expect(await within(log).findByText('Comment posted')).toBeInTheDocument();
    expect(
      within(drawer).queryByRole('button', { name: 'Show older deliveries' }),
    ).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `POST ${BASE}/${HOOK_ID}/deliveries/msg_2/resend`)).toHaveLength(1),
    );
    expect(await screen.findByText(messages.webhookResent)).toBeInTheDocument();
  });

  it('says when an endpoint has no deliveries yet', async () => {
    const { user } = openWebhooks({
      [`GET ${BASE}/${HOOK_ID}/deliveries`]: {
        data: [],
        extra: { pagination: { page: 1, limit: 10, total: 0 } },
      },
    });
    const row = await screen.findByRole('listitem', { name: 'https://erp.example.com/atelier' });
    await user.click(within(row).getByRole('button', { name: 'Deliveries' }));
    const drawer = await screen.findByRole('dialog', { name: 'Deliveries' });
    expect(
      await within(drawer).findByText(/Nothing has been sent to this endpoint yet/),
    ).toBeVisible();
  });

  it('tells a member who is not the owner that webhooks are the owner’s, and asks nothing', async () => {
    const member = aTeam({ isOwner: false, policies: policies(['viewTeam', 'editTeam']) });
    const { fetchMock } = openWebhooks({}, { team: member });
    expect(await screen.findByText(/Only the team’s owner manages its webhooks/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `GET ${BASE}`)).toHaveLength(0);
  });

  it('opens the deliveries over the whole screen on a phone', async () => {
    onPhone();
    const { user } = openWebhooks({
      [`GET ${BASE}/${HOOK_ID}/deliveries`]: {
        data: [aDelivery(1)],
        extra: { pagination: { page: 1, limit: 10, total: 1 } },
      },
    });
    const row = await screen.findByRole('listitem', { name: 'https://erp.example.com/atelier' });
    // Every action stays a button in the row, wrapping under the URL rather than past the edge.
    for (const name of ['Deliveries', 'Edit', 'Delete']) {
      expect(within(row).getByRole('button', { name })).toBeVisible();
    }
    await user.click(within(row).getByRole('button', { name: 'Deliveries' }));
    const drawer = await screen.findByRole('dialog', { name: 'Deliveries' });
    expect(drawer.closest('[style*="--drawer-size"]')?.getAttribute('style')).toContain('100%');
  });

  it('leaves no text outside the catalogue', async () => {
    openWebhooks({}, { language: 'en-XA' });
    await screen.findByRole('listitem', { name: 'https://erp.example.com/atelier' });
    await screen.findByRole('button', { name: `[${accent('Add endpoint')}]` });
    const own = [
      'https://erp.example.com/atelier',
      'https://shop.example.com/hooks',
      'Spring studio',
      'Atelier',
    ];
    expect(untranslated(screen.getByRole('main'), own)).toEqual([]);
  });

  it('leaves no text outside the catalogue in the form and the deliveries', async () => {
    const { user } = openWebhooks(
      {
        [`GET ${BASE}/${HOOK_ID}/deliveries`]: {
          data: [
            aDelivery(1, {
              state: 'failed',
              nextAttemptAt: '2026-12-06T09:00:00.000Z',
              attempts: [
                { at: '2026-12-06T08:00:01.000Z', status: 502, error: null, durationMs: 90 },
              ],
            }),
          ],
          extra: { pagination: { page: 1, limit: 10, total: 1 } },
        },
      },
      { language: 'en-XA' },
    );
    const own = [
      'https://erp.example.com/atelier',
      'Atelier',
      'https://erp.example.com/atelier/events',
    ];
    await user.click(await screen.findByRole('button', { name: `[${accent('Add endpoint')}]` }));
    const dialog = await screen.findByRole('dialog');
    // Event names are the API's own words (`product.created`), shown as code beside their label.
    const codes = [
      'product.created',
      'product.updated',
      'product.stage_changed',
      'approval.decided',
      'comment.created',
      'sample.updated',
      'techpack.released',
      'whsec_…',
    ];
    expect(untranslated(dialog, [...own, ...codes])).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const row = await screen.findByRole('listitem', { name: 'https://erp.example.com/atelier' });
    await user.click(within(row).getByRole('button', { name: `[${accent('Deliveries')}]` }));
    const drawer = await screen.findByRole('dialog');
    const toggle = await within(drawer).findByRole('button', { expanded: false });
    await user.click(toggle);
    await within(drawer).findByRole('table');
    expect(untranslated(drawer, own)).toEqual([]);
  });
});
