import type { Mention, Mentionable } from '@atelier/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-app';
import { MentionPeopleContext } from './mention-people';
import { MentionText } from './mention-text';
import { MentionTextarea } from './mention-textarea';

const person = (_id: string, name: string): Mentionable => ({ _id, name, profilePicture: null });
const PEOPLE = [
  person('u-1', 'Grace Hopper'),
  person('u-2', 'Ada Lovelace'),
  person('u-3', 'Alan Turing'),
];

function Box({
  initial = '',
  initialMentions,
  onMentions,
}: {
  initial?: string;
  initialMentions?: Mention[];
  onMentions: (ids: string[]) => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <MentionTextarea
      label="Add a comment"
      value={text}
      onChange={setText}
      initialMentions={initialMentions}
      onMentionsChange={onMentions}
    />
  );
}

function renderBox(props: { initial?: string; initialMentions?: Mention[] } = {}) {
  const onMentions = vi.fn();
  const request = vi.fn();
  renderWithProviders(
    <MentionPeopleContext.Provider value={{ people: PEOPLE, request }}>
      <Box {...props} onMentions={onMentions} />
    </MentionPeopleContext.Provider>,
  );
  const box = screen.getByLabelText('Add a comment') as HTMLTextAreaElement;
  return { box, onMentions, request, user: userEvent.setup({ delay: null }) };
}

const lastMentions = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.at(-1)?.[0] as string[];

describe('MentionTextarea', () => {
  it('offers the people matching @ and letters, and picks one with the arrows and Enter', async () => {
    const { box, onMentions, request, user } = renderBox();
    await user.click(box);
    expect(request).toHaveBeenCalled();
    await user.type(box, 'Thanks @a');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAccessibleName('Ada Lovelace');
    expect(options[1]).toHaveAccessibleName('Alan Turing');
    expect(list).toBeVisible();
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Thanks @Alan Turing ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(lastMentions(onMentions)).toEqual(['u-3']);

    await user.type(box, 'and @gr');
    await screen.findByRole('listbox');
    await user.keyboard('{Tab}');
    expect(box).toHaveValue('Thanks @Alan Turing and @Grace Hopper ');
    expect(box).toHaveFocus();
    expect(lastMentions(onMentions)).toEqual(['u-3', 'u-1']);
  });

  it('filters by any word of the name, and forgets a mention whose name leaves the text', async () => {
    const { box, onMentions, user } = renderBox();
    await user.type(box, '@love');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: 'Ada Lovelace' }));
    expect(box).toHaveValue('@Ada Lovelace ');
    expect(lastMentions(onMentions)).toEqual(['u-2']);
    await user.type(box, '{Backspace}{Backspace}');
    expect(box).toHaveValue('@Ada Lovelac');
    expect(lastMentions(onMentions)).toEqual([]);
  });

  it('closes with Escape and lets Enter write a new line then', async () => {
    const { box, user } = renderBox();
    await user.type(box, 'Hi @gr');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Hi @gr\n');
    // Arrows move the caret as in any text box while no list is open.
    await user.keyboard('{ArrowUp}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('does not open inside a word or for an unknown name', async () => {
    const { box, user } = renderBox();
    await user.type(box, 'mail ada@lovelace');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, ' @zed');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("keeps an edited comment's mentions while their names stay", async () => {
    const { box, onMentions, user } = renderBox({
      initial: 'Ask @Grace Hopper',
      initialMentions: [{ _id: 'u-1', name: 'Grace Hopper' }],
    });
    await user.type(box, ' today');
    expect(lastMentions(onMentions)).toEqual(['u-1']);
  });
});

describe('MentionText', () => {
  it('sets the mentioned names apart and leaves the rest as written', () => {
    renderWithProviders(
      <p data-testid="text">
        <MentionText
          text="@Grace Hopper and @Ada Lovelacey, not @Ada Lovelace's cat? @Ada Lovelace"
          mentions={[
            { _id: 'u-1', name: 'Grace Hopper' },
            { _id: 'u-2', name: 'Ada Lovelace' },
          ]}
        />
      </p>,
    );
    const text = screen.getByTestId('text');
    expect(text).toHaveTextContent(
      "@Grace Hopper and @Ada Lovelacey, not @Ada Lovelace's cat? @Ada Lovelace",
    );
    expect([...text.querySelectorAll('[data-mention]')].map((node) => node.textContent)).toEqual([
      '@Grace Hopper',
      '@Ada Lovelace',
      '@Ada Lovelace',
    ]);
  });
});
