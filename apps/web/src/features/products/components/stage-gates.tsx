import {
  APPROVAL_DUE_DAYS_MAX,
  APPROVAL_RULE_LABELS,
  APPROVAL_RULES,
  PRODUCT_STAGE_LABELS,
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
import { runMutation } from '../../../lib/run-mutation';
import { useStages, useUpdateStage } from '../api/approvals';

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

function summary(gate: StageGate, people: GateOption[], roles: GateOption[]) {
  const names = [
    ...gate.approverIds.map((id) => people.find((person) => person.value === id)?.label),
    ...gate.roleIds.map((id) => roles.find((role) => role.value === id)?.label),
  ].filter(Boolean);
  if (names.length === 0) return 'Open: anyone who may edit moves products in';
  const due = gate.dueInDays ? ` · ${gate.dueInDays} days to decide` : '';
  return `${names.join(', ')} · ${APPROVAL_RULE_LABELS[gate.rule]}${due}`;
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
        label="Approvers"
        description="People of the team who decide."
        placeholder="Choose people"
        data={people}
        value={approverIds}
        onChange={setApproverIds}
        searchable
        clearable
        error={error}
      />
      <MultiSelect
        label="Roles"
        description="Everyone holding one of these roles decides too."
        placeholder="Choose roles"
        data={roles}
        value={roleIds}
        onChange={setRoleIds}
        searchable
        clearable
      />
      <LabelledSegmentedControl
        label="Who must approve"
        data={APPROVAL_RULES.map((value) => ({ value, label: APPROVAL_RULE_LABELS[value] }))}
        value={rule}
        onChange={(value) => setRule(value as ApprovalRule)}
      />
      <NumberInput
        label="Days to decide"
        description="Each approver gets a reminder when they are up. Leave empty for none."
        min={1}
        max={APPROVAL_DUE_DAYS_MAX}
        allowDecimal={false}
        value={dueInDays ?? ''}
        onChange={(value) => setDueInDays(typeof value === 'number' ? value : null)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={update.isPending} onClick={save}>
          Save
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
  const stages = useStages(teamId);
  const [editing, setEditing] = useState<StageGate | null>(null);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="stage-gates">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="stage-gates">
          Stages and approvals in {teamName}
        </Title>
        <Text size="sm" c="dimmed">
          A product moved into a stage with approvers waits where it is until they agree.
        </Text>
        {stages.isPending && (
          <Skeleton height={160} role="status" aria-label="Loading the stages" />
        )}
        {stages.isError && <QueryError title="The stages could not be loaded" query={stages} />}
        {stages.data && (
          <Table verticalSpacing="sm">
            <Table.Tbody>
              {stages.data.map((gate) => (
                <Table.Tr key={gate.stage}>
                  <Table.Th scope="row" w={140}>
                    {PRODUCT_STAGE_LABELS[gate.stage]}
                  </Table.Th>
                  <Table.Td>
                    <Text size="sm">{summary(gate, people, roles)}</Text>
                  </Table.Td>
                  {canEdit && (
                    <Table.Td w={90}>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Edit approvals for ${PRODUCT_STAGE_LABELS[gate.stage]}`}
                        onClick={() => setEditing(gate)}
                      >
                        Edit
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
        title={editing ? `Approvals for ${PRODUCT_STAGE_LABELS[editing.stage]}` : ''}
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
