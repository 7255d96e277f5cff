import { Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { DatedLinkList, DatedLinkRow } from '../../../components/ui/dated-link-list';
import { IconChecklist } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { weekAhead } from '../../../lib/date-picker';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { taskUrl } from '../../../lib/paths';
import { useGlobalTasks } from '../api/get-global-tasks';

interface MyTasksCardProps {
  boardUrl: string;
  globalUrl: string;
}

/** The week's first tasks listed in the card; the rest are on the list of all the user's tasks. */
const LISTED = 4;

/**
 * The dashboard's way to tasks (SPEC §2's sidebar has no Tasks entry): how many of the user's
 * tasks are overdue and due this week (the week of `weekAhead`, as Due this week counts it), the
 * week's next ones by name, and the way to the board and to all of them.
 */
export function MyTasksCard({ boardUrl, globalUrl }: MyTasksCardProps) {
  const t = useT();
  const format = useFormat();
  const weekEnd = useMemo(() => weekAhead().end.toISOString(), []);
  const overdue = useGlobalTasks({ page: 1, limit: 10, due: 'overdue', weekEnd });
  const week = useGlobalTasks({ page: 1, limit: 10, due: 'week', weekEnd });
  const counts = overdue.data && week.data;
  const listed = [...(week.data?.tasks ?? [])]
    .filter((task) => task.dueAt !== null)
    .sort((a, b) => Date.parse(a.dueAt!) - Date.parse(b.dueAt!))
    .slice(0, LISTED);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="my-tasks-title">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={44} radius="md">
            <IconChecklist size={24} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="lg" id="my-tasks-title">
              {t('dashboard.yourTasks')}
            </Title>
            {counts ? (
              <Text size="sm" c="dimmed">
                <Text span c={overdue.data.total > 0 ? 'error.8' : undefined} fw={600}>
                  {t('dashboard.tasksOverdue', { count: overdue.data.total })}
                </Text>
                {' · '}
                {t('dashboard.tasksDueThisWeek', { count: week.data.total })}
              </Text>
            ) : overdue.isError || week.isError ? (
              <Text size="sm" c="dimmed">
                {t('dashboard.tasksFallback')}
              </Text>
            ) : (
              <Skeleton
                height={14}
                width={180}
                role="status"
                aria-label={t('dashboard.tasksLoading')}
              />
            )}
          </Stack>
        </Group>
        {listed.length > 0 && (
          <DatedLinkList label={t('dashboard.dueThisWeek')}>
            {listed.map((task) => (
              <DatedLinkRow
                key={task._id}
                to={taskUrl(task._id, globalUrl)}
                title={task.title}
                when={format.formatDateTime(task.dueAt!)}
              />
            ))}
          </DatedLinkList>
        )}
        <Group gap="sm">
          <Button component={Link} to={boardUrl} variant="default">
            {t('dashboard.taskBoard')}
          </Button>
          <Button component={Link} to={globalUrl}>
            {t('dashboard.allMyTasks')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
