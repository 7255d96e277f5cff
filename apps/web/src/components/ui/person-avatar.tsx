import { displayName } from '@atelier/domain';
import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '../../lib/initials';

/** A member as the teams pages list them, or an author as comments carry them. */
export type AvatarPerson = { profilePicture: string | null } & (
  { firstName: string; lastName?: string | null } | { name: string }
);

interface PersonAvatarProps extends Omit<AvatarProps, 'src' | 'name' | 'alt'> {
  person: AvatarPerson;
  /** Next to the person's name already: hidden from screen readers. */
  decorative?: boolean;
}

const nameOf = (person: AvatarPerson) => ('name' in person ? person.name : displayName(person));

/** A profile picture, or the person's initials when there is none; named after the person. */
export function PersonAvatar({ person, decorative = false, ...props }: PersonAvatarProps) {
  const name = nameOf(person);
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
    >
      {initialsOf(name)}
    </Avatar>
  );
}
