import {
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  type Task,
  type TaskPriority,
  type TaskStatus,
} from '@atelier/domain';
import { Avatar, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconCalendarDue, IconMessageCircle } from '@tabler/icons-react';
import { PersonAvatar } from '../../../components/ui/person-avatar';
import { useFormat } from '../../../lib/format';
import { isOverdue } from '../lib/due';

const PRIORITY_COLOURS: Record<TaskPriority, string> = {
  low: 'gray',
  medium: 'mauve',
  high: 'warning',
  urgent: 'error',
};

const STATUS_COLOURS: Record<TaskStatus, string> = {
  todo: 'gray',
  in_progress: 'plum',
  done: 'success',
};

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return (
    <Badge variant="light" color={PRIORITY_COLOURS[priority]} size="sm">
      {TASK_PRIORITY_LABELS[priority]}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: TaskStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]} size="sm">
      {TASK_STATUS_LABELS[status]}
    </Badge>
  );
}

/** "Due 12-03-2026 14:00" in the user's formats, in red (and said) once overdue. */
export function DueText({ task }: { task: Pick<Task, 'dueAt' | 'status'> }) {
  const { formatDateTime } = useFormat();
  if (!task.dueAt) {
    return (
      <Text size="xs" c="dimmed">
        No due date
      </Text>
    );
  }
  const overdue = isOverdue(task, new Date());
  return (
    <Group gap={4} wrap="nowrap">
      <IconCalendarDue size={14} aria-hidden />
      <Text size="xs" c={overdue ? 'error.8' : 'dimmed'} fw={overdue ? 600 : undefined}>
        {overdue ? 'Overdue · was due' : 'Due'} {formatDateTime(task.dueAt)}
      </Text>
    </Group>
  );
}

/** The assignees' faces (three, then "+n"), named for screen readers. */
export function Assignees({ task }: { task: Pick<Task, 'assignees'> }) {
  const shown = task.assignees.slice(0, 3);
  const more = task.assignees.length - shown.length;
  const names = task.assignees.map((person) => person.name).join(', ');
  return (
    <Tooltip label={names} disabled={task.assignees.length === 0} withinPortal>
      <Avatar.Group spacing={4} aria-label={`Assigned to ${names || 'nobody'}`} role="group">
        {shown.map((person) => (
          <PersonAvatar key={person._id} person={person} size={24} decorative />
        ))}
        {more > 0 && (
          <Avatar size={24} radius="xl" aria-hidden>
            +{more}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip>
  );
}

export function CommentCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Group
      gap={2}
      wrap="nowrap"
      role="img"
      aria-label={count === 1 ? '1 comment' : `${count} comments`}
    >
      <IconMessageCircle size={14} aria-hidden />
      <Text size="xs" c="dimmed" aria-hidden>
        {count}
      </Text>
    </Group>
  );
}
