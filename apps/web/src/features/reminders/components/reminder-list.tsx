import {
  REMINDER_LEAD_LABELS,
  REMINDER_REPEAT_LABELS,
  type Reminder,
  type ReminderLead,
  type Team,
} from '@atelier/domain';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlarm,
  IconAlarmSnooze,
  IconCheck,
  IconDotsVertical,
  IconPencil,
  IconPlus,
  IconRotate,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteConfirm } from '../../../components/list/delete-confirm';
import { ListEmpty } from '../../../components/list/list-empty';
import { QueryState } from '../../../components/ui/query-state';
import { useFormat } from '../../../lib/format';
import { runMutation } from '../../../lib/run-mutation';
import { useDeleteReminder } from '../api/delete-reminder';
import { useReminders } from '../api/get-reminders';
import { useUpdateReminder } from '../api/update-reminder';
import { useLiveReminders } from '../hooks/use-live-reminders';
import { groupReminders, REMINDER_GROUPS, SNOOZES, type ReminderGroup } from '../lib/groups';
import { ReminderFormModal } from './reminder-form-modal';

const GROUP_HINTS: Record<ReminderGroup, string> = {
  Overdue: 'Past their time and not done yet.',
  Today: 'Due later today.',
  Upcoming: 'Due after today.',
  Done: 'Marked done, or their repeats have ended.',
};

interface ReminderListProps {
  team: Team;
  products: { value: string; label: string }[];
  /** The create dialog is open (the Create menu and the page's button open it). */
  isCreating: boolean;
  onCreate: () => void;
  onCloseCreate: () => void;
}

/** A team's reminders grouped Overdue / Today / Upcoming / Done, with their actions. */
export function ReminderList({
  team,
  products,
  isCreating,
  onCreate,
  onCloseCreate,
}: ReminderListProps) {
  useLiveReminders();
  const query = useReminders(team._id);
  const [editing, setEditing] = useState<Reminder | null>(null);
  const [deleting, setDeleting] = useState<Reminder | null>(null);
  const deleteReminder = useDeleteReminder();

  const dialogs = (
    <>
      <ReminderFormModal
        teamId={team._id}
        opened={isCreating || editing !== null}
        reminder={editing}
        products={products}
        onClose={() => {
          setEditing(null);
          onCloseCreate();
        }}
      />
      <DeleteConfirm
        item={deleting}
        title="Delete reminder"
        confirmLabel="Delete reminder"
        loading={deleteReminder.isPending}
        onDelete={(reminder) => deleteReminder.mutateAsync(reminder._id)}
        onClose={() => setDeleting(null)}
      >
        {(reminder) => (
          <Text>
            Delete the reminder “{reminder.title}”?{' '}
            {reminder.type === 'Team Reminder'
              ? 'Nobody in the team will be reminded of it again.'
              : 'You will not be reminded of it again.'}
          </Text>
        )}
      </DeleteConfirm>
    </>
  );

  return (
    <QueryState
      query={query}
      errorTitle="The reminders could not be loaded"
      loading={
        <Stack gap="md" role="status" aria-label="Loading reminders">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={84} radius="md" />
          ))}
        </Stack>
      }
    >
      {(data) => {
        const reminders = data.pages.flatMap((page) => page.reminders);
        if (reminders.length === 0) {
          return (
            <>
              <ListEmpty
                icon={<IconAlarm size={30} />}
                title="No reminders yet"
                description={`Sample due, fit session, factory cut-off: set a reminder for yourself or for everyone in ${team.name}.`}
                actions={
                  <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
                    Create Reminder
                  </Button>
                }
              />
              {dialogs}
            </>
          );
        }
        const groups = groupReminders(reminders, new Date());
        return (
          <Stack gap="xl">
            {REMINDER_GROUPS.filter((group) => groups.get(group)!.length > 0).map((group) => (
              <Stack
                gap="sm"
                key={group}
                component="section"
                aria-labelledby={`reminders-${group}`}
              >
                <Group gap="xs" align="baseline">
                  <Title order={2} fz="lg" id={`reminders-${group}`}>
                    {group}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {groups.get(group)!.length} · {GROUP_HINTS[group]}
                  </Text>
                </Group>
                {groups.get(group)!.map((reminder) => (
                  <ReminderCard
                    key={reminder._id}
                    reminder={reminder}
                    isOverdue={group === 'Overdue'}
                    onEdit={() => setEditing(reminder)}
                    onDelete={() => setDeleting(reminder)}
                  />
                ))}
              </Stack>
            ))}
            {query.hasNextPage && (
              <Button
                variant="default"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
              >
                Load more
              </Button>
            )}
            {dialogs}
          </Stack>
        );
      }}
    </QueryState>
  );
}

interface ReminderCardProps {
  reminder: Reminder;
  isOverdue: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function ReminderCard({ reminder, isOverdue, onEdit, onDelete }: ReminderCardProps) {
  const format = useFormat();
  const updateReminder = useUpdateReminder();
  const update = (body: Parameters<typeof updateReminder.mutateAsync>[0]['body']) =>
    void runMutation(() => updateReminder.mutateAsync({ id: reminder._id, body }));
  const when = reminder.nextAt ?? reminder.dueAt;
  const { policies } = reminder;
  const lead = REMINDER_LEAD_LABELS[reminder.leadMinutes as ReminderLead];

  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={reminder.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} td={reminder.isDone ? 'line-through' : undefined}>
              {reminder.title}
            </Text>
            <Badge variant="light" color={reminder.type === 'Team Reminder' ? 'mauve' : 'gray'}>
              {reminder.type}
            </Badge>
            {reminder.isSnoozed && (
              <Badge variant="light" color="warning">
                Snoozed
              </Badge>
            )}
          </Group>
          <Text size="sm" c={isOverdue ? 'error.7' : 'dimmed'}>
            {reminder.isDone && reminder.doneAt
              ? `Done ${format.formatDateTime(reminder.doneAt)}`
              : `${isOverdue ? 'Was due' : 'Due'} ${format.formatDateTime(when)}`}
            {reminder.repeat ? ` · ${REMINDER_REPEAT_LABELS[reminder.repeat]}` : ''}
            {reminder.leadMinutes > 0 && lead ? ` · reminds ${lead.toLowerCase()}` : ''}
          </Text>
          {reminder.product && <Text size="sm">Product: {reminder.product.name}</Text>}
          {reminder.note && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {reminder.note}
            </Text>
          )}
        </Stack>
        {(policies.edit || policies.delete) && (
          <Group gap={4} wrap="nowrap">
            {policies.edit && !reminder.isDone && (
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={`Mark “${reminder.title}” done`}
                onClick={() => update({ done: true })}
              >
                <IconCheck size={18} />
              </ActionIcon>
            )}
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" size="lg" aria-label={`Actions for ${reminder.title}`}>
                  <IconDotsVertical size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {policies.edit && !reminder.isDone && (
                  <>
                    <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                      Edit
                    </Menu.Item>
                    <Menu.Label>Snooze</Menu.Label>
                    {SNOOZES.map((snooze) => (
                      <Menu.Item
                        key={snooze.minutes}
                        leftSection={<IconAlarmSnooze size={16} />}
                        onClick={() => update({ snoozeMinutes: snooze.minutes })}
                      >
                        {snooze.label}
                      </Menu.Item>
                    ))}
                  </>
                )}
                {policies.edit && reminder.isDone && (
                  <Menu.Item
                    leftSection={<IconRotate size={16} />}
                    onClick={() => update({ done: false })}
                  >
                    Reopen
                  </Menu.Item>
                )}
                {policies.delete && (
                  <Menu.Item color="error" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                    Delete
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
      </Group>
    </Card>
  );
}
