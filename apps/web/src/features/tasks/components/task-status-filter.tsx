import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@atelier/domain';
import { Select } from '@mantine/core';

const ANY = 'any';

/** A task list's status filter: one status, or any (null). */
export function TaskStatusFilter({
  value,
  onChange,
}: {
  value: TaskStatus | null;
  onChange: (status: TaskStatus | null) => void;
}) {
  return (
    <Select
      label="Status"
      data={[
        { value: ANY, label: 'Any status' },
        ...TASK_STATUSES.map((status) => ({ value: status, label: TASK_STATUS_LABELS[status] })),
      ]}
      value={value ?? ANY}
      onChange={(next) => onChange(next && next !== ANY ? (next as TaskStatus) : null)}
      allowDeselect={false}
      w={{ base: 'calc(50% - 6px)', xs: 170 }}
    />
  );
}
