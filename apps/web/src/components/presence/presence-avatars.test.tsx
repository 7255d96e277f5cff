import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PresencePerson } from '../../lib/presence-state';
import { renderWithProviders } from '../../testing/render-app';
import { PresenceAvatars } from './presence-avatars';
import { TypingLine } from './typing-line';

const person = (name: string, more: Partial<PresencePerson> = {}): PresencePerson => ({
  user: { _id: `u-${name}`, name, initials: name.slice(0, 2).toUpperCase(), profilePicture: null },
  place: 'product',
  cell: null,
  typing: null,
  color: 'teal',
  ...more,
});

describe('the avatars of who else is on the product', () => {
  it('names everyone and where they are, five at most with the rest counted', () => {
    renderWithProviders(
      <PresenceAvatars
        people={[
          person('Ana Lima', { place: 'spec' }),
          person('Ben Ito', { place: { image: 'f-1' } }),
          ...['Cleo', 'Dan', 'Eve', 'Finn', 'Gia'].map((name) => person(name)),
        ]}
      />,
    );
    const group = screen.getByRole('group', {
      name: 'Also here: Ana Lima, Ben Ito, Cleo, Dan, Eve, Finn, Gia',
    });
    expect(
      within(group).getByRole('img', { name: 'Ana Lima, on the spec sheet' }),
    ).toHaveTextContent('AN');
    expect(within(group).getByRole('img', { name: 'Ben Ito, on an image' })).toBeInTheDocument();
    expect(within(group).getByRole('img', { name: 'Cleo, on the product' })).toBeInTheDocument();
    expect(within(group).getByRole('img', { name: '2 more people' })).toHaveTextContent('+2');
    expect(within(group).queryByRole('img', { name: /Finn/ })).toBeNull();
  });

  it('shows a person’s picture, and their initials when they have none or it fails to load', () => {
    const withPicture = person('Ana Lima');
    withPicture.user.profilePicture = '/media/profile/ana.webp';
    const { container } = renderWithProviders(
      <PresenceAvatars people={[withPicture, person('Ben Ito')]} />,
    );
    const ana = screen.getByRole('img', { name: 'Ana Lima, on the product' });
    const picture = ana.querySelector('img');
    expect(picture).toHaveAttribute('src', '/media/profile/ana.webp');
    expect(ana).not.toHaveTextContent('AN');
    // Ben has no picture: his initials, and no image to load.
    const ben = screen.getByRole('img', { name: 'Ben Ito, on the product' });
    expect(ben.querySelector('img')).toBeNull();
    expect(ben).toHaveTextContent('BE');

    // The link no longer loads (expired, or the picture removed since): the initials instead.
    fireEvent.error(picture!);
    expect(screen.getByRole('img', { name: 'Ana Lima, on the product' })).toHaveTextContent('AN');
    expect(container.querySelector('img[src="/media/profile/ana.webp"]')).toBeNull();
  });

  it('shows nothing while the user is alone', () => {
    renderWithProviders(<PresenceAvatars people={[]} />);
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe('the typing line', () => {
  it('says who is typing, in a live region that is there before anyone types', () => {
    const cases: [PresencePerson[], string][] = [
      [[], ''],
      [[person('Ana Lima')], 'Ana Lima is typing…'],
      [[person('Ana Lima'), person('Ben Ito')], 'Ana Lima and Ben Ito are typing…'],
      [['A', 'B', 'C'].map((name) => person(name)), '3 people are typing…'],
    ];
    for (const [people, text] of cases) {
      const { container, unmount } = renderWithProviders(<TypingLine people={people} />);
      const line = container.querySelector('[aria-live="polite"][data-typing-line]');
      expect(line).toHaveTextContent(text);
      unmount();
    }
  });

  it('in a thread, takes no room while nobody types', () => {
    const { container } = renderWithProviders(<TypingLine people={[]} quiet />);
    expect(container.querySelector('[data-typing-line]')).toBeNull();
  });
});
