import { messages, type FitSession, type SpecSheet } from '@atelier/domain';
import { Button, Group, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSampleRounds } from '../../../api/get-sample-rounds';
import { DateField } from '../../../components/form/date-field';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { runMutation } from '../../../lib/run-mutation';
import { useFits } from '../api/get-fits';
import { useCreateFit } from '../api/save-fit';
import { FitCompare } from './fit-compare';
import { FitSessionView } from './fit-session-view';
import { useSpecT } from '../i18n';

interface FitSessionsProps {
  productId: string;
  /** The product's team, whose sample rounds a session is of. */
  teamId: string;
  sheet: SpecSheet;
  /** After revised values were applied: the editor starts again from the new revision. */
  onApplied: () => void;
}

/** The round after the newest session's in the team's order (or that round, if it is the last). */
function nextRound(rounds: readonly string[], newest: FitSession | undefined) {
  const index = newest ? rounds.indexOf(newest.round) : -1;
  return rounds[Math.min(index + 1, rounds.length - 1)] ?? null;
}

/** Opens a session of one of the team's rounds in one of the sheet's sizes. */
function NewFitSession({
  productId,
  sheet,
  rounds,
  newest,
  onCreated,
  onCancel,
}: {
  productId: string;
  sheet: SpecSheet;
  /** The team's rounds, in its order. */
  rounds: readonly string[];
  newest: FitSession | undefined;
  onCreated: (fitId: string) => void;
  onCancel: () => void;
}) {
  const t = useSpecT();
  const tApp = useT();
  const [round, setRound] = useState(() => nextRound(rounds, newest));
  const [size, setSize] = useState<string | null>(sheet.baseSize ?? sheet.sizes[0] ?? null);
  const [arrivedAt, setArrivedAt] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateFit(productId);

  const submit = async () => {
    if (!round) return setError(messages.fitRoundRequired);
    if (!size) return setError(messages.fitSampleSizeRequired);
    setError(null);
    await runMutation(
      () => create.mutateAsync({ round, sampleSize: size, ...(arrivedAt ? { arrivedAt } : {}) }),
      {
        onSuccess: ({ data }) => onCreated(data._id),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Stack
      gap="xs"
      component="form"
      aria-label={t('fit.newSession')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-end" gap="sm">
        <Select
          label={t('fit.round')}
          data={rounds}
          value={round}
          onChange={setRound}
          allowDeselect={false}
          w={180}
        />
        <Select
          label={t('fit.sampleSize')}
          data={sheet.sizes}
          value={size}
          onChange={setSize}
          allowDeselect={false}
          w={140}
        />
        <DateField
          label={t('fit.arrived')}
          placeholder={t('fit.notYet')}
          value={arrivedAt}
          onChange={setArrivedAt}
          clearable
          w={170}
        />
        <Button type="submit" loading={create.isPending}>
          {t('fit.open')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {tApp('common.cancel')}
        </Button>
      </Group>
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The product's fit sessions under its spec sheet: each sample measured against the sheet, the
 * session open to record measurements, and its revised values applied as the next revision; two
 * sessions read side by side.
 */
export function FitSessions({ productId, teamId, sheet, onApplied }: FitSessionsProps) {
  const t = useSpecT();
  const tApp = useT();
  const fits = useFits(productId);
  const canEdit = sheet.policies.edit;
  const rounds = useSampleRounds(teamId, { enabled: canEdit });
  const { formatDate } = useFormat();
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [comparing, setComparing] = useState(false);

  return (
    <Stack gap="sm" component="section" aria-labelledby="fit-sessions">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h4" id="fit-sessions">
          {tApp('fit.title')}
        </Title>
        {canEdit && !creating && (
          <Button variant="default" onClick={() => setCreating(true)}>
            {t('fit.newSession')}
          </Button>
        )}
      </Group>
      {creating && (
        <QueryState
          query={rounds}
          loading={<Skeleton height={60} role="status" aria-label={tApp('fit.loadingRounds')} />}
          errorTitle={t('fit.roundsError')}
        >
          {(teamRounds) => (
            <NewFitSession
              productId={productId}
              sheet={sheet}
              rounds={teamRounds.map((round) => round.name)}
              newest={fits.data?.[0]}
              onCancel={() => setCreating(false)}
              onCreated={(fitId) => {
                setCreating(false);
                setOpenId(fitId);
              }}
            />
          )}
        </QueryState>
      )}
      <QueryState
        query={fits}
        loading={<Skeleton height={60} role="status" aria-label={t('fit.loading')} />}
        errorTitle={t('fit.loadError')}
      >
        {(sessions) =>
          sessions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('fit.none')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table fz="sm" aria-label={tApp('fit.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('fit.round')}</Table.Th>
                    <Table.Th>{t('fit.sampleSize')}</Table.Th>
                    <Table.Th>{t('fit.arrived')}</Table.Th>
                    <Table.Th>{t('fit.measured')}</Table.Th>
                    <Table.Th>{t('fit.outOfTolerance')}</Table.Th>
                    <Table.Th>{t('fit.applied')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sessions.map((session) => (
                    <Table.Tr key={session._id}>
                      <Table.Td>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          aria-pressed={openId === session._id}
                          onClick={() => setOpenId(openId === session._id ? null : session._id)}
                        >
                          {session.round} · {session.sampleSize}
                        </Button>
                      </Table.Td>
                      <Table.Td>{session.sampleSize}</Table.Td>
                      <Table.Td>{formatDate(session.arrivedAt) || '—'}</Table.Td>
                      <Table.Td>{session.measuredCount}</Table.Td>
                      <Table.Td>{session.outOfToleranceCount}</Table.Td>
                      <Table.Td>
                        {session.appliedRevision === null
                          ? t('fit.notYet')
                          : tApp('fit.revision', { revision: session.appliedRevision })}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
      {fits.data && fits.data.length >= 2 && (
        <Group>
          <Button
            variant="default"
            size="xs"
            aria-pressed={comparing}
            onClick={() => setComparing(!comparing)}
          >
            {comparing ? t('fit.hideCompare') : t('fit.compare')}
          </Button>
        </Group>
      )}
      {comparing && fits.data && fits.data.length >= 2 && (
        <FitCompare productId={productId} sheet={sheet} sessions={fits.data} />
      )}
      {openId && (
        <FitSessionView
          key={openId}
          productId={productId}
          fitId={openId}
          sheet={sheet}
          onApplied={onApplied}
        />
      )}
    </Stack>
  );
}
