import {
  APPROVAL_DUE_DAYS_MAX,
  APPROVAL_RULES,
  type ApprovalRule,
  type StageGate,
} from '@atelier/domain';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { LabelledSegmentedControl } from '../../../components/form/labelled-segmented-control';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { runMutation } from '../../../lib/run-mutation';
import { useStages, useUpdateStage } from '../api/approvals';
import { useProductT, type ProductTranslate } from '../i18n';

export interface GateOption {
  value: string;
  label: string;
}

interface StageGatesProps {
  teamId: string;
  teamName: string;
  /** Whether the reader may change the gates (they may edit the team). */
  canEdit: boolean;
  /** The team's people and the roles it uses, to choose approvers from. */
  people: GateOption[];
  roles: GateOption[];
}

function summary(t: ProductTranslate, gate: StageGate, people: GateOption[], roles: GateOption[]) {
  const names = [
    ...gate.approverIds.map((id) => people.find((person) => person.value === id)?.label),
    ...gate.roleIds.map((id) => roles.find((role) => role.value === id)?.label),
  ].filter(Boolean);
  if (names.length === 0) return t('gates.open');
  return t('gates.summary', {
    names: names.join(', '),
    rule: t(`approval.rule.${gate.rule}`),
    days: gate.dueInDays ?? 0,
  });
}

function GateModal({
  gate,
  teamId,
  people,
  roles,
  onClose,
}: {
  gate: StageGate;
  teamId: string;
  people: GateOption[];
  roles: GateOption[];
  onClose: () => void;
}) {
  const t = useProductT();
  const tApp = useT();
  const update = useUpdateStage(teamId);
  const [approverIds, setApproverIds] = useState(gate.approverIds);
  const [roleIds, setRoleIds] = useState(gate.roleIds);
  const [rule, setRule] = useState<ApprovalRule>(gate.rule);
  const [dueInDays, setDueInDays] = useState<number | null>(gate.dueInDays);
  const [error, setError] = useState<string | null>(null);

  const save = () =>
    void runMutation(
      () => update.mutateAsync({ stage: gate.stage, approverIds, roleIds, rule, dueInDays }),
      { onSuccess: onClose, onError: (failure) => setError(errorMessage(failure)) },
    );

  return (
    <Stack gap="md">
      <MultiSelect
        label={t('approval.approvers')}
        description={t('gates.approversHint')}
        placeholder={t('gates.choosePeople')}
        data={people}
        value={approverIds}
        onChange={setApproverIds}
        searchable
        clearable
        error={error}
      />
      <MultiSelect
        label={t('gates.roles')}
        description={t('gates.rolesHint')}
        placeholder={t('gates.chooseRoles')}
        data={roles}
        value={roleIds}
        onChange={setRoleIds}
        searchable
        clearable
      />
      <LabelledSegmentedControl
        label={t('gates.who')}
        data={APPROVAL_RULES.map((value) => ({ value, label: t(`approval.rule.${value}`) }))}
        value={rule}
        onChange={(value) => setRule(value as ApprovalRule)}
      />
      <NumberInput
        label={t('gates.days')}
        description={t('gates.daysHint')}
        min={1}
        max={APPROVAL_DUE_DAYS_MAX}
        allowDecimal={false}
        value={dueInDays ?? ''}
        onChange={(value) => setDueInDays(typeof value === 'number' ? value : null)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {tApp('common.cancel')}
        </Button>
        <Button loading={update.isPending} onClick={save}>
          {tApp('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The team's stages in order, each open or gated by its approvers: a product moved into a gated
 * stage waits until they agree. Changed by whoever may edit the team.
 */
export function StageGates({ teamId, teamName, canEdit, people, roles }: StageGatesProps) {
  const t = useProductT();
  const tApp = useT();
  const stages = useStages(teamId);
  const [editing, setEditing] = useState<StageGate | null>(null);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="stage-gates">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="stage-gates">
          {t('gates.title', { team: teamName })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('gates.intro')}
        </Text>
        {stages.isPending && (
          <Skeleton height={160} role="status" aria-label={t('gates.loading')} />
        )}
        {stages.isError && <QueryError title={t('gates.loadError')} query={stages} />}
        {stages.data && (
          <Table verticalSpacing="sm">
            <Table.Tbody>
              {stages.data.map((gate) => (
                <Table.Tr key={gate.stage}>
                  <Table.Th scope="row" w={140}>
                    {tApp(`stage.${gate.stage}`)}
                  </Table.Th>
                  <Table.Td>
                    <Text size="sm">{summary(t, gate, people, roles)}</Text>
                  </Table.Td>
                  {canEdit && (
                    <Table.Td w={90}>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('gates.editFor', { stage: tApp(`stage.${gate.stage}`) })}
                        onClick={() => setEditing(gate)}
                      >
                        {tApp('common.edit')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('gates.approvalsFor', { stage: tApp(`stage.${editing.stage}`) }) : ''}
      >
        {editing && (
          <GateModal
            gate={editing}
            teamId={teamId}
            people={people}
            roles={roles}
            onClose={() => setEditing(null)}
          />
        )}
      </Modal>
    </Paper>
  );
}
