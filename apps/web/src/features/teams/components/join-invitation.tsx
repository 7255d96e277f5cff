import type { Invitation, UserDetails } from '@atelier/domain';
import { Alert, Button, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconMailOpened } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { errorMessage } from '../../../lib/form-errors';
import { paths, teamUsersUrl, withEmail } from '../../../lib/paths';
import {
  clearPendingInvite,
  readPendingInvite,
  savePendingInvite,
} from '../../../lib/pending-invite';
import { toast } from '../../../lib/toast';
import { useInvitation } from '../api/get-invitation';
import { useJoinTeam } from '../api/join-team';
import type { TeamRouteState } from '../lib/team-route-state';

interface JoinInvitationProps {
  token: string;
  user: UserDetails | null;
  /** Signs out (the app's sign-out button), for a user signed in with another address. */
  signOutAction: ReactNode;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 36 }} w="100%" maw={500}>
      {children}
    </Paper>
  );
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * /jointeam?token=…: what the invitation is for, then Join (signed in with the invited address),
 * or Sign in / Create account (signed out: the token is kept, and the join finishes by itself
 * once the visitor is back here signed in).
 */
export function JoinInvitation({ token, user, signOutAction }: JoinInvitationProps) {
  const invitationQuery = useInvitation(token);
  const isUnusable = invitationQuery.isError;

  // An invitation that no longer works must not be retried after the next sign-in.
  useEffect(() => {
    if (isUnusable && readPendingInvite() === token) clearPendingInvite();
  }, [isUnusable, token]);

  if (!token) {
    return (
      <Frame>
        <Unusable message="This invitation link is incomplete. Open the link from your e-mail again." />
      </Frame>
    );
  }
  if (invitationQuery.isPending) {
    return (
      <Frame>
        <Stack gap="md" role="status" aria-label="Loading invitation">
          <Skeleton height={48} circle />
          <Skeleton height={28} width="80%" />
          <Skeleton height={14} width="60%" />
          <Skeleton height={40} mt="md" />
        </Stack>
      </Frame>
    );
  }
  if (invitationQuery.isError) {
    return (
      <Frame>
        <Unusable message={errorMessage(invitationQuery.error)} signedIn={Boolean(user)} />
      </Frame>
    );
  }
  return (
    <Frame>
      <InvitationCard
        token={token}
        invitation={invitationQuery.data}
        user={user}
        signOutAction={signOutAction}
      />
    </Frame>
  );
}

function Unusable({ message, signedIn = false }: { message: string; signedIn?: boolean }) {
  return (
    <Stack gap="md" align="flex-start">
      <ThemeIcon size={48} radius="xl" variant="light" color="orange">
        <IconAlertCircle size={26} />
      </ThemeIcon>
      <Title order={1} fz={26}>
        Invitation unavailable
      </Title>
      <Text role="alert">{message}</Text>
      <Text c="dimmed" size="sm">
        Ask the person who invited you to send a new invitation.
      </Text>
      <Button component={Link} to={signedIn ? paths.dashboard : paths.login} variant="light">
        {signedIn ? 'Go to dashboard' : 'Go to sign in'}
      </Button>
    </Stack>
  );
}

function InvitationCard({
  token,
  invitation,
  user,
  signOutAction,
}: {
  token: string;
  invitation: Invitation;
  user: UserDetails | null;
  signOutAction: ReactNode;
}) {
  const navigate = useNavigate();
  const join = useJoinTeam();
  const started = useRef(false);
  const isInvitedUser = Boolean(user && sameEmail(user.email, invitation.email));
  // Back here after signing in or verifying because of this invitation: finish without a click.
  const joinsByItself = isInvitedUser && readPendingInvite() === token;

  const doJoin = async () => {
    try {
      const { data, responseMessage } = await join.mutateAsync(token);
      clearPendingInvite();
      toast.success(responseMessage);
      const state: TeamRouteState = { team: data };
      navigate(teamUsersUrl(data._id), { replace: true, state });
    } catch {
      clearPendingInvite();
    }
  };

  useEffect(() => {
    if (!joinsByItself || started.current) return;
    started.current = true;
    void doJoin();
    // Once per visit (the ref also holds under StrictMode's second effect run).
  }, [joinsByItself]);

  const keepForLater = () => savePendingInvite(token);
  const signInButton = (variant: 'filled' | 'default') => (
    <Button
      component={Link}
      to={withEmail(paths.login, invitation.email)}
      onClick={keepForLater}
      variant={variant}
      size="md"
    >
      Sign in
    </Button>
  );
  const createAccountButton = (variant: 'filled' | 'default') => (
    <Button
      component={Link}
      to={withEmail(paths.signup, invitation.email)}
      onClick={keepForLater}
      variant={variant}
      size="md"
    >
      Create account
    </Button>
  );

  return (
    <Stack gap="md">
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconMailOpened size={26} />
      </ThemeIcon>
      <Title order={1} fz={26}>
        {invitation.invitedBy} invited you to {invitation.teamName}
      </Title>
      <Text c="dimmed">
        The invitation was sent to <strong>{invitation.email}</strong>.
      </Text>
      <FormErrorAlert message={join.isError ? errorMessage(join.error) : null} />

      {!user && (
        <>
          <Text size="sm">
            {invitation.hasAccount
              ? 'Sign in with this address to join the team.'
              : 'Create your Atelier account with this address to join the team.'}
          </Text>
          {/* The likelier way in comes first: sign in with an account, else create one. */}
          {invitation.hasAccount ? (
            <>
              {signInButton('filled')}
              {createAccountButton('default')}
            </>
          ) : (
            <>
              {createAccountButton('filled')}
              {signInButton('default')}
            </>
          )}
        </>
      )}

      {user && isInvitedUser && (
        <Button size="md" onClick={() => void doJoin()} loading={join.isPending}>
          Join {invitation.teamName}
        </Button>
      )}

      {user && !isInvitedUser && (
        <>
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
            You are signed in as <strong>{user.email}</strong>. Sign out, then sign in as{' '}
            <strong>{invitation.email}</strong> to join this team.
          </Alert>
          <div onClickCapture={keepForLater}>{signOutAction}</div>
          <Button
            component={Link}
            to={paths.dashboard}
            variant="subtle"
            onClick={clearPendingInvite}
          >
            Not now
          </Button>
        </>
      )}
    </Stack>
  );
}
