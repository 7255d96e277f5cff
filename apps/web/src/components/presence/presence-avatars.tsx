import { Avatar, Tooltip } from '@mantine/core';
import { useT } from '../../lib/i18n';
import type { PresencePerson } from '../../lib/presence-state';
import { usePresence } from './presence-context';

/** The most avatars shown; the rest are counted. */
const SHOWN = 5;

function usePlaceText() {
  const t = useT();
  return (person: PresencePerson) =>
    person.place === 'product'
      ? t('presence.onProduct', { name: person.user.name })
      : person.place === 'spec'
        ? t('presence.onSpec', { name: person.user.name })
        : t('presence.onImage', { name: person.user.name });
}

/** The stack of people also on the product; nothing while the user is alone there. */
export function PresenceAvatars({ people }: { people: PresencePerson[] }) {
  const t = useT();
  const placeText = usePlaceText();
  if (people.length === 0) return null;
  const shown = people.slice(0, SHOWN);
  const more = people.length - shown.length;
  return (
    <Tooltip.Group openDelay={200} closeDelay={100}>
      <Avatar.Group
        role="group"
        aria-label={t('presence.alsoHere', {
          names: people.map((person) => person.user.name).join(', '),
        })}
        data-testid="presence-avatars"
      >
        {shown.map((person) => (
          <Tooltip key={person.user._id} label={placeText(person)} withArrow>
            {/* The person's picture when they have one; Mantine shows the initials instead when
                there is none or it fails to load (an expired link, a picture removed since). */}
            <Avatar
              src={person.user.profilePicture}
              alt=""
              color={`${person.color}.9`}
              variant="filled"
              radius="xl"
              size="md"
              aria-label={placeText(person)}
              role="img"
            >
              {person.user.initials}
            </Avatar>
          </Tooltip>
        ))}
        {more > 0 && (
          <Avatar radius="xl" size="md" aria-label={t('presence.more', { count: more })} role="img">
            +{more}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}

/** The page's presence as avatars (nothing outside a PresenceProvider). */
export function PagePresence() {
  const presence = usePresence();
  return presence ? <PresenceAvatars people={presence.people} /> : null;
}
