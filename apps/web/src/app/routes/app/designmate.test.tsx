import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DesignmateConversation, DesignmateMessage } from '@atelier/domain';
import { aTeam, policies, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const conversation = (overrides: Partial<DesignmateConversation> = {}): DesignmateConversation => ({
  _id: 'c1',
  teamId: TEAM_ID,
  title: 'SS27 deadlines',
  productId: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
  ...overrides,
});

const reply = (overrides: Partial<DesignmateMessage>): DesignmateMessage => ({
  _id: 'm2',
  role: 'assistant',
  text: 'Late — past their deadline and not yet approved (1):',
  skill: 'ask',
  productId: null,
  fileIds: [],
  sources: [],
  createdAt: '2026-11-28T09:01:00.000Z',
  ...overrides,
});

function open(path: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  const user = signIn();
  localStorage.setItem('selectedTeamId', TEAM_ID);
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [aTeam()] },
    'GET /aidesignmate': {
      data: [conversation(), conversation({ _id: 'c2', title: 'Parka fit' })],
    },
    'GET /aidesignmate/c1': { data: { ...conversation(), messages: [] } },
    ...handlers,
  });
  return { ...renderApp(path), fetchMock };
}

describe('designmate', () => {
  it('lists the conversations, opens one and answers a question with a table of links', async () => {
    const user = userEvent.setup();
    let answered = false;
    const { fetchMock } = open('/designmate?conversation=c1', {
      'GET /aidesignmate/c1': () => ({
        data: {
          ...conversation(),
          messages: answered
            ? [
                reply({ _id: 'm1', role: 'user', text: 'What is late?', skill: null }),
                reply({
                  table: {
                    columns: ['Product', 'Stage', 'Deadline'],
                    rows: [
                      { url: '/productDetail/p1', cells: ['Linen shirt', 'Idea', '2026-01-15'] },
                    ],
                  },
                  sources: [
                    { kind: 'product', _id: 'p1', title: 'Linen shirt', url: '/productDetail/p1' },
                  ],
                  suggestedQuestions: ['What is due this week?'],
                }),
              ]
            : [],
        },
      }),
      'POST /aidesignmate/c1/message': () => {
        answered = true;
        return { status: 201, data: reply({}) };
      },
    });

    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(await within(nav).findByRole('button', { name: 'Parka fit' })).toBeInTheDocument();
    expect(await screen.findByText('Ask designmate about your team’s work')).toBeInTheDocument();

    await user.type(
      screen.getByRole('textbox', { name: 'Message designmate' }),
      'What is late?{Enter}',
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Linen shirt' })).toHaveAttribute(
      'href',
      '/productDetail/p1',
    );
    expect(
      within(screen.getByRole('list', { name: 'Messages' })).getByText('Ask your data'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'What is due this week?' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /aidesignmate/c1/message')[0]!.body).toEqual({
      text: 'What is late?',
    });
  });

  it('applies a chosen skill to one message only', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open('/designmate?conversation=c1', {
      'POST /aidesignmate/c1/message': { status: 201, data: reply({}) },
    });
    const box = await screen.findByRole('textbox', { name: 'Message designmate' });
    await user.click(screen.getByRole('radio', { name: 'Design brief' }));
    await user.type(box, 'A resort capsule in poppy red linen{Enter}');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /aidesignmate/c1/message')).toHaveLength(1),
    );
    expect(await screen.findByRole('radio', { name: 'Design brief' })).not.toBeChecked();
    await user.type(box, 'What is late?{Enter}');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /aidesignmate/c1/message')).toHaveLength(2),
    );
    const [brief, question] = callsTo(fetchMock, 'POST /aidesignmate/c1/message');
    expect(brief!.body).toEqual({ text: 'A resort capsule in poppy red linen', skill: 'brief' });
    expect(question!.body).toEqual({ text: 'What is late?' });
  });

  it('shows the answer as it streams in, then the answer kept', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    open('/designmate?conversation=c1', {
      'POST /aidesignmate/c1/message': {
        events: [
          { event: 'skill', data: { skill: 'ask' } },
          { event: 'text', data: { text: 'One product ' } },
          { event: 'text', data: { text: 'is late.' } },
          held,
          {
            event: 'done',
            data: { responseCode: 201, responseMessage: 'designmate answered.', data: reply({}) },
          },
        ],
      },
    });
    await user.type(
      await screen.findByRole('textbox', { name: 'Message designmate' }),
      'What is late?{Enter}',
    );
    const answering = await screen.findByRole('listitem', { name: 'designmate, answering' });
    expect(within(answering).getByText('One product is late.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'designmate is answering' })).toHaveTextContent(
      'Ask your data: designmate is answering…',
    );
    finish();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'designmate, answering' })).toBeNull(),
    );
    expect(screen.getByRole('textbox', { name: 'Message designmate' })).toHaveValue('');
  });

  it('keeps the next question typed while an answer was still arriving', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    open('/designmate?conversation=c1', {
      'POST /aidesignmate/c1/message': {
        events: [
          { event: 'skill', data: { skill: 'ask' } },
          { event: 'text', data: { text: 'One product is late.' } },
          held,
          {
            event: 'done',
            data: { responseCode: 201, responseMessage: 'designmate answered.', data: reply({}) },
          },
        ],
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Message designmate' });
    await user.type(box, 'What is late?{Enter}');
    await screen.findByRole('listitem', { name: 'designmate, answering' });
    expect(box).toHaveValue('');
    await user.type(box, 'And what is due?');
    finish();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'designmate, answering' })).toBeNull(),
    );
    expect(box).toHaveValue('And what is due?');
  });

  it('shows a palette with the nearest library colours and saves it to the library and the product', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open('/designmate?conversation=c1', {
      'GET /aidesignmate/c1': {
        data: {
          ...conversation({ productId: 'p1' }),
          messages: [
            reply({
              productId: 'p1',
              skill: 'palette',
              text: 'The 2 colours of board.png, with the nearest of your library:',
              palette: [
                {
                  hex: '#D22B2B',
                  share: 0.6,
                  nearest: { colourId: 'k1', name: 'Poppy red', deltaE: 0.8 },
                },
                { hex: '#1F4E79', share: 0.4, nearest: null },
              ],
            }),
          ],
        },
      },
      // One operation on the server each time: the library, then the product too.
      'POST /aidesignmate/c1/messages/m2/palette': ({ body }) =>
        (body as { to: string }).to === 'library'
          ? { data: { colourIds: ['k3', 'k2'], added: 1, product: null } }
          : { data: { colourIds: ['k3', 'k2'], added: 0, product: { _id: 'p1', name: 'Parka' } } },
    });

    expect(await screen.findByText('Poppy red · ΔE 0.8')).toBeInTheDocument();
    expect(screen.getByText('#D22B2B · 60 %')).toBeInTheDocument();
    expect(screen.getByText('No close colour in the library')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save to library' }));
    expect(await screen.findByText('1 colour saved to the library.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to the product' }));
    expect(await screen.findByText('The palette’s colours are on Parka.')).toBeInTheDocument();
    expect(
      callsTo(fetchMock, 'POST /aidesignmate/c1/messages/m2/palette').map((call) => call.body),
    ).toEqual([{ to: 'library' }, { to: 'product' }]);
    // Nothing is read and written back from the browser: no colour or product call of its own.
    expect(callsTo(fetchMock, 'POST /colour')).toEqual([]);
    expect(callsTo(fetchMock, 'PUT /product/p1')).toEqual([]);
  });

  it('strikes out the resolved requests of a change list', async () => {
    open('/designmate?conversation=c1', {
      'GET /aidesignmate/c1': {
        data: {
          ...conversation(),
          messages: [
            reply({
              skill: 'changes',
              text: '2 changes asked for on Parka, 1 still open:',
              changes: [
                {
                  number: 1,
                  text: 'Shorten the hem.',
                  commentId: 'k1',
                  fileId: null,
                  pinned: false,
                  resolved: false,
                  author: 'Sam',
                },
                {
                  number: 2,
                  text: 'Lower the pocket.',
                  commentId: 'k2',
                  fileId: null,
                  pinned: false,
                  resolved: true,
                  author: 'Sam',
                },
              ],
              sources: [
                {
                  kind: 'comment',
                  _id: 'k2',
                  title: 'Sam: Lower the pocket.',
                  url: '/productDetail/p9',
                },
              ],
            }),
          ],
        },
      },
    });
    const resolved = await screen.findByText('Lower the pocket.');
    expect(resolved.tagName).toBe('S');
    expect(screen.getByText(/\(resolved\)/)).toBeInTheDocument();
    expect(screen.getByText('Shorten the hem.').tagName).not.toBe('S');
  });

  it('asks before deleting a conversation', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open('/designmate', {
      'DELETE /aidesignmate/c2': { data: { _id: 'c2' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Parka fit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    expect(callsTo(fetchMock, 'DELETE /aidesignmate/c2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete conversation' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /aidesignmate/c2')).toHaveLength(1));
  });

  it('shows why a question was refused, with the way to a bigger plan', async () => {
    const user = userEvent.setup();
    open('/designmate?conversation=c1', {
      'POST /aidesignmate/c1/message': { status: 403, message: 'Upgrade your plan.' },
    });
    await user.type(
      await screen.findByRole('textbox', { name: 'Message designmate' }),
      'What is late?{Enter}',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Upgrade your plan.');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('starts a conversation about the product a product page sent', async () => {
    const { fetchMock } = open('/designmate?product=p1', {
      'POST /aidesignmate': { status: 201, data: conversation({ _id: 'c1', productId: 'p1' }) },
    });
    await waitFor(() => expect(callsTo(fetchMock, 'POST /aidesignmate')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /aidesignmate')[0]!.body).toEqual({
      teamId: TEAM_ID,
      productId: 'p1',
    });
    expect(await screen.findByRole('textbox', { name: 'Message designmate' })).toBeInTheDocument();
  });

  it('offers “Check this spec” in a conversation about a product, and sends it as the skill', async () => {
    const user = userEvent.setup();
    const about = conversation({ productId: 'p1', title: 'About Linen shirt' });
    const { fetchMock } = open('/designmate?conversation=c1', {
      'GET /aidesignmate/c1': { data: { ...about, messages: [] } },
      'POST /aidesignmate/c1/message': {
        status: 201,
        data: reply({
          skill: 'spec',
          productId: 'p1',
          text: 'Spec check of Linen shirt, revision 2 (4 points of measure, cm): 1 thing to look at.\n• Rows without a tolerance (1): T05.',
          table: {
            columns: ['Check', 'Point of measure', 'Detail'],
            rows: [
              {
                url: '/productDetail/p1',
                cells: ['No tolerance', 'T05 Neck width', 'Tolerance 0/0'],
              },
            ],
          },
        }),
      },
    });
    const chip = await screen.findByRole('radio', { name: 'Check this spec' });
    await user.click(chip);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /aidesignmate/c1/message')).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'POST /aidesignmate/c1/message')[0]!.body).toEqual({
      text: '',
      skill: 'spec',
    });
  });

  it('offers no spec check in a conversation about no product', async () => {
    open('/designmate?conversation=c1');
    expect(await screen.findByRole('radio', { name: 'Design brief' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Check this spec' })).not.toBeInTheDocument();
  });

  it('offers a supplier’s person their skills alone, no images, and asks in their words', async () => {
    const user = userEvent.setup();
    const supplier = aTeam({
      supplier: { _id: '5a5a5a5a-0000-4000-8000-000000000001', name: 'Nord Knitwear' },
      isOwner: false,
      policies: policies([]),
      memberCount: 0,
      memberPreview: [],
    });
    const { fetchMock } = open('/designmate?conversation=c1', {
      'GET /team/getUserTeamList': { data: [supplier] },
      'GET /aidesignmate/c1': {
        data: { ...conversation({ productId: 'p1' }), messages: [] },
      },
      'POST /aidesignmate/c1/message': { status: 201, data: reply({}) },
    });
    expect(await screen.findByRole('radio', { name: 'Ask your data' })).toBeInTheDocument();
    // Introduced in their words, in the header and above the empty conversation.
    expect(screen.getAllByText('Ask designmate about your products')).toHaveLength(2);
    for (const name of ['Ask your data', 'Change list']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    for (const name of [
      'Palette from images',
      'Tag suggestions',
      'Design brief',
      'Check this spec',
    ]) {
      expect(screen.queryByRole('radio', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Add images' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Where are our sample requests?' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /aidesignmate/c1/message')).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'POST /aidesignmate/c1/message')[0]!.body).toEqual({
      text: 'Where are our sample requests?',
    });
  });
});
