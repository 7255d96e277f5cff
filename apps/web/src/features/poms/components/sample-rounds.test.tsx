import { DEFAULT_SAMPLE_ROUNDS, messages, type SampleRound } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aTeam, policies, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer, type MockRequest } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-app';
import { SampleRounds } from './sample-rounds';

const ROUNDS_PATH = `/team/${TEAM_ID}/sampleRounds`;
const idOf = (position: number) => `5a5a5a5a-0000-4000-8000-00000000000${position}`;

/** The six defaults; Fit 2 is the round of two fit sessions. */
const ROUNDS: SampleRound[] = DEFAULT_SAMPLE_ROUNDS.map((name, position) => ({
  _id: idOf(position),
  name,
  position,
  sessionCount: name === 'Fit 2' ? 2 : 0,
}));

type Handler = MockAnswer | ((request: MockRequest) => MockAnswer);

function openRounds(team = aTeam(), handlers: Record<string, Handler> = {}) {
  signIn();
  const fetchMock = mockApi({ [`GET ${ROUNDS_PATH}`]: { data: ROUNDS }, ...handlers });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<SampleRounds team={team} />);
  return { user, fetchMock };
}

const names = () =>
  screen
    .getAllByRole('textbox', { name: /^Name of round/ })
    .map((input) => (input as HTMLInputElement).value);

describe('the sample rounds editor', () => {
  it('renames, reorders, adds and removes rounds, and saves the list at once', async () => {
    const { user, fetchMock } = openRounds(aTeam(), {
      [`PUT ${ROUNDS_PATH}`]: ({ body }) => ({
        message: messages.sampleRoundsSaved,
        data: (body as { rounds: { id?: string; name: string }[] }).rounds.map(
          (round, position) => ({
            _id: round.id ?? idOf(9),
            name: round.name,
            position,
            sessionCount: round.name === 'Fit 2' ? 2 : 0,
          }),
        ),
      }),
    });
    const form = await screen.findByRole('form', { name: 'Sample rounds' });
    expect(names()).toEqual([...DEFAULT_SAMPLE_ROUNDS]);
    expect(within(form).getByRole('button', { name: 'Save rounds' })).toBeDisabled();

    // Rename in place.
    const first = within(form).getByRole('textbox', { name: 'Name of round 2' });
    await user.clear(first);
    await user.type(first, 'First fit');
    // Move PP up, with the keyboard.
    within(form).getByRole('button', { name: 'Move PP up' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('PP is now round 4 of 6.');
    // Add one; it takes the focus.
    await user.click(within(form).getByRole('button', { name: 'Add a round' }));
    expect(within(form).getByRole('textbox', { name: 'Name of round 7' })).toHaveFocus();
    await user.keyboard('SMS');
    // Remove Fit 3, once confirmed.
    await user.click(within(form).getByRole('button', { name: 'Remove Fit 3' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Fit 3?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(names()).toEqual(['Proto', 'First fit', 'Fit 2', 'PP', 'Top of production', 'SMS']);

    await user.click(within(form).getByRole('button', { name: 'Save rounds' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${ROUNDS_PATH}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PUT ${ROUNDS_PATH}`)[0]!.body).toEqual({
      rounds: [
        { id: idOf(0), name: 'Proto' },
        { id: idOf(1), name: 'First fit' },
        { id: idOf(2), name: 'Fit 2' },
        { id: idOf(4), name: 'PP' },
        { id: idOf(5), name: 'Top of production' },
        { name: 'SMS' },
      ],
    });
    expect(await screen.findByText(messages.sampleRoundsSaved)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Save rounds' })).toBeDisabled(),
    );
  });

  it('keeps a round fit sessions are of, and says why', async () => {
    const { user } = openRounds();
    const form = await screen.findByRole('form', { name: 'Sample rounds' });
    expect(within(form).getByText('2 fit sessions')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Remove Fit 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fit 2 stays' });
    expect(dialog).toHaveTextContent(messages.sampleRoundInUse('Fit 2', 2));
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(names()).toContain('Fit 2');
  });

  it('checks the list before sending it, and shows what the server refused', async () => {
    const { user, fetchMock } = openRounds(aTeam(), {
      [`PUT ${ROUNDS_PATH}`]: { status: 409, message: messages.sampleRoundInUse('Fit 2', 2) },
    });
    const form = await screen.findByRole('form', { name: 'Sample rounds' });
    const proto = within(form).getByRole('textbox', { name: 'Name of round 1' });
    await user.clear(proto);
    await user.click(within(form).getByRole('button', { name: 'Save rounds' }));
    expect(proto).toHaveAttribute('aria-invalid', 'true');
    expect(proto).toHaveAccessibleDescription(
      expect.stringContaining(messages.sampleRoundNameRequired),
    );
    await user.type(proto, 'fit 1');
    await user.click(within(form).getByRole('button', { name: 'Save rounds' }));
    expect(
      within(form).getByRole('textbox', { name: 'Name of round 2' }),
    ).toHaveAccessibleDescription(expect.stringContaining(messages.sampleRoundNameTwice('Fit 1')));
    expect(callsTo(fetchMock, `PUT ${ROUNDS_PATH}`)).toHaveLength(0);

    await user.clear(proto);
    await user.type(proto, 'Prototype');
    await user.click(within(form).getByRole('button', { name: 'Save rounds' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      messages.sampleRoundInUse('Fit 2', 2),
    );
    await user.click(within(form).getByRole('button', { name: 'Discard changes' }));
    expect(names()).toEqual([...DEFAULT_SAMPLE_ROUNDS]);
  });

  it('lists the rounds without changing them for whoever may not manage measurements', async () => {
    openRounds(aTeam({ policies: policies(['viewMeasurements']) }));
    const list = await screen.findByRole('list', { name: 'Sample rounds' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      ROUNDS.map(
        (round) => `${round.name} · ${round.sessionCount ? '2 fit sessions' : 'No fit sessions'}`,
      ),
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save rounds' })).not.toBeInTheDocument();
  });

  it('is not shown, nor asked for, without the right to view products', () => {
    const { fetchMock } = openRounds(aTeam({ policies: policies(['viewTeam']) }));
    expect(screen.queryByRole('heading', { name: /Sample rounds/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `GET ${ROUNDS_PATH}`)).toHaveLength(0);
  });
});
