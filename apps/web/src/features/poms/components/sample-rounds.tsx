import {
  SAMPLE_ROUNDS_MAX,
  SAMPLE_ROUND_NAME_MAX,
  ZSaveSampleRoundsSchema,
  messages,
  type SampleRound,
  type Team,
} from '@atelier/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useSampleRounds } from '../../../api/get-sample-rounds';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { usePolicy } from '../../../lib/policy';
import { runMutation } from '../../../lib/run-mutation';
import { useSaveSampleRounds } from '../api/save-sample-rounds';
import { usePomT } from '../i18n';
import { serverText } from '../../../lib/server-texts/server-text';

/** A round as edited: its id once saved, and how many fit sessions are of it. */
interface DraftRound {
  key: string;
  id?: string;
  name: string;
  sessionCount: number;
}

const draftOf = (rounds: readonly SampleRound[]): DraftRound[] =>
  rounds.map((round) => ({
    key: round._id,
    id: round._id,
    name: round.name,
    sessionCount: round.sessionCount,
  }));

/** The errors of a list as the domain's schema (or the server) words them: by row, and the list's. */
function errorsOf(issues: readonly { field: string; message: string }[]) {
  const rows = new Map<number, string>();
  let list: string | null = null;
  for (const { field, message } of issues) {
    const row = /^rounds\.(\d+)\./.exec(field);
    if (row) {
      if (!rows.has(Number(row[1]))) rows.set(Number(row[1]), message);
    } else {
      list ??= message;
    }
  }
  return { rows, list };
}

const NO_ERRORS = errorsOf([]);

/** The team's rounds for whoever may only read them. */
function RoundList({ rounds }: { rounds: readonly SampleRound[] }) {
  const t = usePomT();
  return (
    <Stack component="ol" gap={4} m={0} pl="lg" aria-label={t('rounds.label')}>
      {rounds.map((round) => (
        <Text component="li" size="sm" key={round._id}>
          {round.name}{' '}
          <Text span size="xs" c="dimmed">
            · {t('rounds.sessions', { count: round.sessionCount })}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The rounds as one list to edit: rename in place, move up and down (buttons, so the keyboard
 * reorders), add, remove after asking; nothing is sent until Save.
 */
function RoundsEditor({ teamId, rounds }: { teamId: string; rounds: readonly SampleRound[] }) {
  const t = usePomT();
  const tApp = useT();
  const save = useSaveSampleRounds(teamId);
  const [draft, setDraft] = useState(() => draftOf(rounds));
  const [errors, setErrors] = useState(NO_ERRORS);
  const [removing, setRemoving] = useState<DraftRound | null>(null);
  const [said, setSaid] = useState('');
  const added = useRef(0);
  const focusAfterRender = useRef<string | null>(null);

  const dirty =
    draft.length !== rounds.length ||
    draft.some(
      (round, index) => round.id !== rounds[index]!._id || round.name !== rounds[index]!.name,
    );

  const change = (next: DraftRound[]) => {
    setDraft(next);
    setErrors(NO_ERRORS);
  };
  const rename = (key: string, name: string) =>
    change(draft.map((round) => (round.key === key ? { ...round, name } : round)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...draft];
    const [round] = next.splice(index, 1);
    next.splice(index + by, 0, round!);
    change(next);
    setSaid(
      t('rounds.moved', {
        name: round!.name || t('rounds.theNew'),
        position: index + by + 1,
        total: next.length,
      }),
    );
  };
  const add = () => {
    const key = `new-${(added.current += 1)}`;
    focusAfterRender.current = key;
    change([...draft, { key, name: '', sessionCount: 0 }]);
  };
  const remove = (round: DraftRound) => {
    change(draft.filter((item) => item.key !== round.key));
    setSaid(t('rounds.removed', { name: round.name || t('rounds.theNew') }));
    setRemoving(null);
  };

  const submit = () => {
    const body = draft.map((round) => ({
      ...(round.id ? { id: round.id } : {}),
      name: round.name,
    }));
    const checked = ZSaveSampleRoundsSchema.safeParse({ rounds: body });
    if (!checked.success) {
      setErrors(
        errorsOf(
          checked.error.issues.map((issue) => ({
            field: issue.path.join('.'),
            message: issue.message,
          })),
        ),
      );
      return;
    }
    void runMutation(() => save.mutateAsync(checked.data.rounds), {
      onSuccess: ({ data }) => {
        setDraft(draftOf(data));
        setErrors(NO_ERRORS);
      },
      onError: (failure) =>
        setErrors(
          failure instanceof ApiError && failure.fieldErrors.length > 0
            ? errorsOf(failure.fieldErrors.map((item) => ({ ...item, message: serverText(item) })))
            : { rows: new Map(), list: errorMessage(failure) },
        ),
    });
  };

  return (
    <>
      <Stack
        gap="sm"
        component="form"
        aria-label={t('rounds.label')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack component="ol" gap="xs" m={0} p={0} maw={640} style={{ listStyle: 'none' }}>
          {draft.map((round, index) => {
            const label = round.name.trim() || t('rounds.newN', { n: index + 1 });
            return (
              <Group component="li" key={round.key} gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" c="dimmed" w={24} ta="right" pt={6} aria-hidden>
                  {index + 1}.
                </Text>
                <TextInput
                  aria-label={t('rounds.nameOf', { n: index + 1 })}
                  description={t('rounds.sessions', { count: round.sessionCount })}
                  inputWrapperOrder={['label', 'input', 'error', 'description']}
                  value={round.name}
                  maxLength={SAMPLE_ROUND_NAME_MAX}
                  error={errors.rows.get(index)}
                  onChange={(event) => rename(round.key, event.currentTarget.value)}
                  ref={(element) => {
                    // A round just added takes the focus, to be named.
                    if (element && focusAfterRender.current === round.key) {
                      focusAfterRender.current = null;
                      element.focus();
                    }
                  }}
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t('rounds.moveUp', { label })}
                  disabled={index === 0 || save.isPending}
                  onClick={() => move(index, -1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t('rounds.moveDown', { label })}
                  disabled={index === draft.length - 1 || save.isPending}
                  onClick={() => move(index, 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t('rounds.remove', { label })}
                  disabled={save.isPending}
                  // A round not yet saved has nothing to lose: it goes at once.
                  onClick={() => (round.id ? setRemoving(round) : remove(round))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
        <VisuallyHidden role="status">{said}</VisuallyHidden>
        {errors.list && (
          <Alert color="red" role="alert" p="xs">
            {errors.list}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={add}
            disabled={draft.length >= SAMPLE_ROUNDS_MAX || save.isPending}
          >
            {t('rounds.add')}
          </Button>
          <Group gap="sm">
            <Button
              variant="default"
              disabled={!dirty || save.isPending}
              onClick={() => change(draftOf(rounds))}
            >
              {tApp('form.discardChanges')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!dirty}>
              {t('rounds.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
      {/* Outside the form: React carries the dialog's submit up to the form it sits in. */}
      <RemoveRound round={removing} onRemove={remove} onClose={() => setRemoving(null)} />
    </>
  );
}

/** Asks before a saved round goes; a round fit sessions are of stays, and says why. */
function RemoveRound({
  round,
  onRemove,
  onClose,
}: {
  round: DraftRound | null;
  onRemove: (round: DraftRound) => void;
  onClose: () => void;
}) {
  const t = usePomT();
  const tApp = useT();
  const inUse = round !== null && round.sessionCount > 0;
  return (
    <>
      <ConfirmModal
        opened={round !== null && !inUse}
        title={t('rounds.removeTitle', { name: round?.name ?? '' })}
        confirmLabel={t('rounds.removeConfirm')}
        danger
        onConfirm={() => round && onRemove(round)}
        onClose={onClose}
      >
        {t('rounds.removeText')}
      </ConfirmModal>
      <Modal
        opened={inUse}
        onClose={onClose}
        title={t('rounds.stays', { name: round?.name ?? '' })}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {round && messages.sampleRoundInUse(round.name, round.sessionCount)}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {tApp('con.keep')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * A team's sample rounds (issue 45 §5), in team settings: the rounds its fit sessions belong to,
 * in order, also offered when a file's new version is named. Read by whoever may view products,
 * changed by whoever may manage the measurement library.
 */
export function SampleRounds({ team }: { team: Team }) {
  const t = usePomT();
  const tApp = useT();
  const { viewMeasurements, manageMeasurements } = usePolicy(team);
  const rounds = useSampleRounds(team._id, { enabled: viewMeasurements });
  const titleId = useId();
  if (!viewMeasurements) return null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          {t('rounds.title', { team: team.name })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('rounds.intro')}
        </Text>
        <QueryState
          query={rounds}
          loading={<Skeleton height={160} role="status" aria-label={tApp('fit.loadingRounds')} />}
          errorTitle={t('rounds.loadError')}
        >
          {(data) =>
            manageMeasurements ? (
              <RoundsEditor teamId={team._id} rounds={data} />
            ) : (
              <RoundList rounds={data} />
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}
