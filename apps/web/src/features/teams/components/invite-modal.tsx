import {
  DEFAULT_MEMBER_ROLE_ID,
  INVITE_EMAILS_MAX,
  messages,
  PRO_MAX_SEATS,
  ZInviteSchema,
  ZSeatsRefusal,
  type InviteResult,
  type SeatsRefusal,
  displayName,
} from '@atelier/domain';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDiamond, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FormActions } from '../../../components/form/form-actions';
import { FormStack } from '../../../components/form/form-stack';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useAllUsers } from '../../../api/get-all-users';
import { useAddSeats } from '../api/add-seats';
import { useInviteTeamMembers } from '../api/invite-team-members';
import { useRoleOptions } from '../hooks/use-role-options';
import { EmailTagsField, emailListError } from '../../../components/form/email-tags-field';
import { RoleSelect } from './role-select';
import { serverText } from '../../../lib/server-texts/server-text';

interface InviteModalProps {
  teamId: string;
  teamName: string;
  /** The owner may buy seats when the team is full; others are told to ask the owner. */
  isOwner: boolean;
  /** Addresses already in the team, left out of the suggestions. */
  memberEmails: string[];
  opened: boolean;
  onClose: () => void;
}

export function InviteModal({
  teamId,
  teamName,
  isOwner,
  memberEmails,
  opened,
  onClose,
}: InviteModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Invite people to ${teamName}`}
      centered
      size="lg"
    >
      {opened && (
        <InviteForm
          teamId={teamId}
          isOwner={isOwner}
          memberEmails={memberEmails}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

const SUGGESTIONS_MAX = 6;

/** One line for everything the server did not do, with its reason. */
function skippedText(result: InviteResult): string | null {
  if (result.skipped.length === 0) return null;
  return `Not invited: ${result.skipped.map((item) => `${item.email} (${item.reason})`).join(', ')}`;
}

/** What the refusal says of seats; null when the plan's own limit was reached. */
function seatsRefusalOf(error: ApiError): SeatsRefusal | null {
  const parsed = ZSeatsRefusal.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

function UpgradeAlert({
  refusal,
  isOwner,
  seatsWanted,
  isAdding,
  onAddSeats,
}: {
  refusal: SeatsRefusal | null;
  isOwner: boolean;
  seatsWanted: number;
  isAdding: boolean;
  onAddSeats: () => void;
}) {
  const canBuy = refusal?.canAddSeats === true && seatsWanted <= PRO_MAX_SEATS;
  return (
    <Alert color="warning" variant="light" icon={<IconDiamond size={18} />} role="alert">
      <Stack gap="xs">
        <Text size="sm">
          {messages.upgradePlan}{' '}
          {refusal
            ? `This team uses ${refusal.seatsUsed} of the ${refusal.seatsPaid} seats its owner pays for.`
            : 'This team has reached the member limit of its owner’s plan.'}{' '}
          {canBuy && !isOwner && 'The team owner can add seats under Billing. '}
          <Anchor component={Link} to={paths.pricing} size="sm">
            See plans
          </Anchor>
        </Text>
        {canBuy && isOwner && (
          <Group>
            <Button size="compact-sm" loading={isAdding} onClick={onAddSeats}>
              {`Pay for ${seatsWanted} seats and invite`}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

function InviteForm({
  teamId,
  isOwner,
  memberEmails,
  onClose,
}: {
  teamId: string;
  isOwner: boolean;
  memberEmails: string[];
  onClose: () => void;
}) {
  const invite = useInviteTeamMembers();
  const addSeats = useAddSeats();
  const [refusal, setRefusal] = useState<SeatsRefusal | null>(null);
  const { roles } = useRoleOptions();
  const people = useAllUsers();
  const [emails, setEmails] = useState<string[]>([]);
  const [typing, setTyping] = useState('');
  const [roleId, setRoleId] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [needsUpgrade, setNeedsUpgrade] = useState(false);
  const suggestionsId = useId();

  const defaultRoleId = roles.some((role) => role._id === DEFAULT_MEMBER_ROLE_ID)
    ? DEFAULT_MEMBER_ROLE_ID
    : null;
  const chosenRoleId = roleId ?? defaultRoleId;
  // People from the user's other teams, one click away (buttons, not a dropdown, so the field
  // stays a plain labelled input).
  const taken = new Set([...memberEmails, ...emails].map((email) => email.toLowerCase()));
  const suggestions = (people.data ?? [])
    .filter((person) => !taken.has(person.email.toLowerCase()))
    .slice(0, SUGGESTIONS_MAX);

  const submit = async () => {
    // An address still being typed counts too, so nobody has to press Enter first.
    const all = typing.trim() ? [...emails, typing.trim()] : emails;
    const parsed = ZInviteSchema.safeParse({
      emails: all,
      ...(roles.length > 0 && chosenRoleId ? { roleId: chosenRoleId } : {}),
    });
    setFormError(null);
    setNeedsUpgrade(false);
    setRefusal(null);
    if (!parsed.success) {
      setFieldError(emailListError(parsed.error.issues[0], all));
      return;
    }
    setFieldError(null);
    try {
      const { data, ...answer } = await invite.mutateAsync({ teamId, ...parsed.data });
      if (data.invited.length > 0) toast.success(serverText(answer));
      const skipped = skippedText(data);
      if (skipped) toast.info(skipped);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.message === messages.upgradePlan) {
        setNeedsUpgrade(true);
        setRefusal(seatsRefusalOf(error));
      } else setFormError(errorMessage(error));
    }
  };

  const typedCount = emails.length + (typing.trim() ? 1 : 0);
  // Enough seats for everyone now in the team and everyone on this invitation.
  const seatsWanted = (refusal?.seatsUsed ?? 0) + typedCount;
  const buySeatsAndInvite = async () => {
    try {
      await addSeats.mutateAsync({ seats: seatsWanted });
    } catch (error) {
      setFormError(errorMessage(error));
      return;
    }
    await submit();
  };

  return (
    <FormStack onSubmit={submit} error={formError} gap="lg">
      {needsUpgrade && (
        <UpgradeAlert
          refusal={refusal}
          isOwner={isOwner}
          seatsWanted={seatsWanted}
          isAdding={addSeats.isPending}
          onAddSeats={() => void buySeatsAndInvite()}
        />
      )}
      <EmailTagsField
        label="Email addresses"
        description={`Press Enter or comma after each address; up to ${INVITE_EMAILS_MAX} at once.`}
        value={emails}
        onChange={(next) => {
          setEmails(next);
          setFieldError(null);
        }}
        typing={typing}
        onTypingChange={setTyping}
        max={INVITE_EMAILS_MAX}
        error={fieldError}
      />
      {suggestions.length > 0 && (
        <Stack gap={6}>
          <Text size="sm" fw={500} id={suggestionsId}>
            People you work with
          </Text>
          <Group gap="xs" role="group" aria-labelledby={suggestionsId}>
            {suggestions.map((person) => (
              <Button
                key={person._id}
                size="compact-sm"
                variant="light"
                color="gray"
                leftSection={<IconPlus size={14} />}
                onClick={() => {
                  if (emails.length < INVITE_EMAILS_MAX) setEmails([...emails, person.email]);
                }}
                aria-label={`Add ${person.email}`}
              >
                {displayName(person)}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      <RoleSelect
        roles={roles}
        value={chosenRoleId}
        onChange={setRoleId}
        description="What the people you invite may do in this team."
      />
      <Text size="sm" c="dimmed">
        Everyone gets an e-mail with a link to join, and becomes a member once they accept.
      </Text>
      <FormActions onCancel={onClose} submitLabel="Send invitations" loading={invite.isPending} />
    </FormStack>
  );
}
