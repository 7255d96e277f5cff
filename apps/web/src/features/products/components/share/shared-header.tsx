import type { TeamMemberAvatar } from '@atelier/domain';
import { Avatar, Box, Button, Group, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '../../../../components/ui/brand-logo';
import { paths } from '../../../../lib/paths';

/** Faces a phone's header shows; the others are counted in one '+N'. */
const PHONE_FACES = 3;

interface SharedHeaderProps {
  faces: TeamMemberAvatar[];
  sharedBy: string | null;
  /** Signed in: a way back to the app instead of LOGIN and SIGNUP. */
  signedIn: boolean;
  /** Before LOGIN: remember where to come back to. */
  onLogin: () => void;
}

/**
 * The shared view's header (SPEC §2): the team's first five faces (picture or default image), who
 * shared the design, and LOGIN and SIGNUP.
 */
export function SharedHeader({ faces, sharedBy, signedIn, onLogin }: SharedHeaderProps) {
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
        {/* A phone's header keeps the mark only, so the faces never slide under LOGIN. */}
        <Box visibleFrom="xs">
          <BrandLogo to={signedIn ? paths.dashboard : paths.login} />
        </Box>
        <Box hiddenFrom="xs">
          <BrandLogo to={signedIn ? paths.dashboard : paths.login} markOnly />
        </Box>
        {faces.length > 0 && (
          <Tooltip.Group openDelay={200}>
            <Avatar.Group spacing="sm" aria-label="Team members">
              {faces.map((face, index) => (
                <Tooltip key={face._id} label={face.name} withArrow>
                  {/* No picture: the default image (SPEC §2), named for screen readers. */}
                  <Avatar
                    src={face.profilePicture}
                    alt={face.name}
                    role="img"
                    aria-label={face.name}
                    radius="xl"
                    size="md"
                    color="plum"
                    visibleFrom={index >= PHONE_FACES ? 'xs' : undefined}
                  />
                </Tooltip>
              ))}
              {faces.length > PHONE_FACES && (
                <Avatar
                  radius="xl"
                  size="md"
                  color="plum"
                  hiddenFrom="xs"
                  role="img"
                  aria-label={`${faces.length - PHONE_FACES} more`}
                >
                  +{faces.length - PHONE_FACES}
                </Avatar>
              )}
            </Avatar.Group>
          </Tooltip.Group>
        )}
        {sharedBy && (
          <Text size="sm" c="dimmed" truncate visibleFrom="xs">
            Shared by {sharedBy}
          </Text>
        )}
      </Group>
      {signedIn ? (
        <Button component={Link} to={paths.dashboard} variant="default" size="sm">
          Back to dashboard
        </Button>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Button component={Link} to={paths.login} variant="default" size="sm" onClick={onLogin}>
            LOGIN
          </Button>
          <Button component={Link} to={paths.signup} size="sm">
            SIGNUP
          </Button>
        </Group>
      )}
    </Group>
  );
}
