import { Avatar, type AvatarProps } from '@mantine/core';
import { fullName } from '../lib/format';

interface PersonAvatarProps extends Omit<AvatarProps, 'src' | 'name' | 'alt'> {
  person: { firstName: string; lastName?: string | null; profilePicture: string | null };
  /** Next to the person's name already: hidden from screen readers. */
  decorative?: boolean;
}

/** A profile picture, or the person's initials when there is none; named after the person. */
export function PersonAvatar({ person, decorative = false, ...props }: PersonAvatarProps) {
  const name = fullName(person);
  const a11y = decorative
    ? { alt: '', 'aria-hidden': true }
    : person.profilePicture
      ? { alt: name }
      : { role: 'img', 'aria-label': name };
  return (
    <Avatar
      src={person.profilePicture}
      name={name}
      color="initials"
      radius="xl"
      {...a11y}
      {...props}
    />
  );
}
