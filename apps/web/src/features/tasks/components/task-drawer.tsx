import {
  COMMENT_TEXT_MAX,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  ZCreateTaskCommentSchema,
  type Task,
  type TaskComment,
  type TaskStatus,
  type TCreateTaskCommentSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Divider,
  Drawer,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormStack } from '../../../components/form/form-stack';
import { PersonAvatar } from '../../../components/ui/person-avatar';
import { QueryError } from '../../../components/ui/query-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { runMutation } from '../../../lib/run-mutation';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useTask } from '../api/get-task';
import { useAddTaskComment, useDeleteTaskComment, useTaskComments } from '../api/task-comments';
import { useUpdateTask } from '../api/update-task';
import { DueText, PriorityBadge, StatusBadge } from './task-meta';

interface TaskDrawerProps {
  /** The open task; null keeps the drawer closed. */
  taskId: string | null;
  /** What the list already knows of it, shown while it loads. */
  initial?: Task | undefined;
  onClose: () => void;
  /** Absent where the task cannot be edited in place (the cross-team list). */
  onEdit?: ((task: Task) => void) | undefined;
  onDelete: (task: Task) => void;
  /** More buttons beside Edit and Delete. */
  actions?: ((task: Task) => ReactNode) | undefined;
}

const STATUS_OPTIONS = TASK_STATUSES.map((status) => ({
  value: status,
  label: TASK_STATUS_LABELS[status],
}));

/** One task in full beside the board or list: its facts, its status, its comments. */
export function TaskDrawer({
  taskId,
  initial,
  onClose,
  onEdit,
  onDelete,
  actions,
}: TaskDrawerProps) {
  const isPhone = usePhoneLayout();
  // While the drawer slides out it keeps showing the task it had, not a loading state.
  const [shown, setShown] = useState(taskId);
  if (taskId !== null && taskId !== shown) setShown(taskId);
  const query = useTask(shown, initial);
  const task = query.data;
  return (
    <Drawer
      opened={taskId !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      title={task ? task.title : 'Task'}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {query.isError ? (
        <QueryError title="This task could not be loaded" query={query} />
      ) : !task ? (
        <Stack gap="sm" role="status" aria-label="Loading the task">
          <Skeleton height={20} width="60%" />
          <Skeleton height={80} />
        </Stack>
      ) : (
        <TaskDetail task={task} onEdit={onEdit} onDelete={onDelete} actions={actions} />
      )}
    </Drawer>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={96} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ minWidth: 0 }}>{children}</div>
    </Group>
  );
}

function TaskDetail({
  task,
  onEdit,
  onDelete,
  actions,
}: Pick<TaskDrawerProps, 'onEdit' | 'onDelete' | 'actions'> & { task: Task }) {
  const updateTask = useUpdateTask();
  const setStatus = (status: TaskStatus) =>
    void runMutation(() => updateTask.mutateAsync({ id: task._id, body: { status } }));
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Fact label="Team">
          <Text size="sm">{task.team.name}</Text>
        </Fact>
        <Fact label="Status">
          {task.policies.changeStatus ? (
            <Select
              aria-label="Status"
              data={STATUS_OPTIONS}
              value={task.status}
              onChange={(value) => value && value !== task.status && setStatus(value as TaskStatus)}
              allowDeselect={false}
              size="xs"
              w={160}
            />
          ) : (
            <StatusBadge status={task.status} />
          )}
        </Fact>
        <Fact label="Priority">
          <PriorityBadge priority={task.priority} />
        </Fact>
        <Fact label="Due">
          <DueText task={task} />
        </Fact>
        <Fact label="Assignees">
          <Stack gap={4}>
            {task.assignees.map((person) => (
              <Group key={person._id} gap="xs" wrap="nowrap">
                <PersonAvatar person={person} size={22} decorative />
                <Text size="sm">{person.name}</Text>
              </Group>
            ))}
          </Stack>
        </Fact>
        {task.product && (
          <Fact label="Product">
            <Text size="sm">{task.product.name}</Text>
          </Fact>
        )}
        {task.createdBy && (
          <Fact label="Made by">
            <Text size="sm">{task.createdBy.name}</Text>
          </Fact>
        )}
      </Stack>
      {task.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {task.description}
        </Text>
      )}
      {(task.policies.edit || task.policies.delete || actions) && (
        <Group gap="sm">
          {actions?.(task)}
          {onEdit && task.policies.edit && (
            <Button
              variant="default"
              leftSection={<IconEdit size={16} />}
              onClick={() => onEdit(task)}
            >
              Edit
            </Button>
          )}
          {task.policies.delete && (
            <Button
              variant="subtle"
              color="error"
              leftSection={<IconTrash size={16} />}
              onClick={() => onDelete(task)}
            >
              Delete
            </Button>
          )}
        </Group>
      )}
      <Divider />
      <TaskComments task={task} />
    </Stack>
  );
}

function TaskComments({ task }: { task: Task }) {
  const query = useTaskComments(task._id);
  return (
    <Stack gap="sm" component="section" aria-labelledby="task-comments-title">
      <Title order={3} fz="md" id="task-comments-title">
        Comments
      </Title>
      {query.isPending ? (
        <Skeleton height={48} />
      ) : query.isError ? (
        <QueryError title="The comments could not be loaded" query={query} />
      ) : query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No comments yet. Ask a question or note what changed.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.map((comment) => (
            <CommentRow key={comment._id} taskId={task._id} comment={comment} />
          ))}
        </Stack>
      )}
      {task.policies.comment && <CommentForm taskId={task._id} />}
    </Stack>
  );
}

function CommentRow({ taskId, comment }: { taskId: string; comment: TaskComment }) {
  const { formatDateTime } = useFormat();
  const remove = useDeleteTaskComment(taskId);
  const author = comment.author ?? { name: 'Former member', profilePicture: null };
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <PersonAvatar person={author} size={28} decorative />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {author.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(comment.createdAt)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.text}
        </Text>
      </Stack>
      {comment.policies.delete && (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Delete the comment by ${author.name}`}
          loading={remove.isPending}
          onClick={() => void runMutation(() => remove.mutateAsync(comment._id))}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}

function CommentForm({ taskId }: { taskId: string }) {
  const add = useAddTaskComment(taskId);
  const form = useForm<TCreateTaskCommentSchema>({
    resolver: zodResolver(ZCreateTaskCommentSchema),
    defaultValues: { text: '' },
  });
  const submit = form.handleSubmit(async ({ text }) => {
    await runMutation(() => add.mutateAsync(text), {
      onSuccess: () => form.reset({ text: '' }),
      onError: (error) => {
        const message = applyServerErrors(error, form.setError, ['text']);
        if (message) form.setError('text', { type: 'server', message });
      },
    });
  });
  return (
    <FormStack onSubmit={submit} gap="xs">
      <Textarea
        label="Add a comment"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={COMMENT_TEXT_MAX + 100}
        {...form.register('text')}
        error={form.formState.errors.text?.message}
      />
      <Group justify="flex-end">
        <Button type="submit" size="sm" loading={form.formState.isSubmitting}>
          Comment
        </Button>
      </Group>
    </FormStack>
  );
}
