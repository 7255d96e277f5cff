import type { CalendarItem, Team } from '@atelier/domain';
import { DatedLinkList, DatedLinkRow } from '../../../components/ui/dated-link-list';
import { Anchor, Badge, Skeleton, Text } from '@mantine/core';
import { SectionCard } from '../../../components/ui/section-card';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { weekAhead } from '../../../lib/date-picker';
import { useFormat, type Formatter } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useCalendar } from '../api/get-calendar';
import { localMidnight } from '../lib/dates';
import { itemUrl, KIND_COLORS } from '../lib/items';

/** The first items listed; the rest are counted, with the way to the calendar that shows them. */
const SHOWN = 6;

const whenOf = (item: CalendarItem, format: Formatter) =>
  item.allDay ? format.formatDate(localMidnight(item.start)) : format.formatDateTime(item.start);

/** The dashboard's glance at what the selected team has due this week, and the way in. */
export function UpcomingCard({ team }: { team: Team }) {
  const t = useT();
  const format = useFormat();
  const range = useMemo(() => {
    const week = weekAhead();
    return { from: week.start.toISOString(), to: week.end.toISOString() };
  }, []);
  const calendar = useCalendar(team._id, range);
  const all = calendar.data ?? [];
  const items = all.slice(0, SHOWN);
  const more = all.length - items.length;

  return (
    <SectionCard
      title={t('dashboard.dueThisWeek')}
      action={
        <Anchor component={Link} to={paths.calendar}>
          {t('dashboard.openCalendar')}
        </Anchor>
      }
    >
      {calendar.isPending && (
        <Skeleton height={60} role="status" aria-label={t('dashboard.dueThisWeekLoading')} />
      )}
      {calendar.isSuccess && items.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('dashboard.nothingDue')}
        </Text>
      )}
      {items.length > 0 && (
        <DatedLinkList>
          {items.map((item) => (
            <DatedLinkRow
              key={item.id}
              to={itemUrl(item)}
              title={item.title}
              when={whenOf(item, format)}
              lead={
                <Badge
                  variant="filled"
                  radius="sm"
                  w={84}
                  styles={{ root: { backgroundColor: KIND_COLORS[item.kind], flexShrink: 0 } }}
                >
                  {t(`calendarKind.${item.kind}`)}
                </Badge>
              }
            />
          ))}
        </DatedLinkList>
      )}
      {more > 0 && (
        <Anchor component={Link} to={paths.calendar} size="sm">
          {t('dashboard.moreInCalendar', { count: more })}
        </Anchor>
      )}
    </SectionCard>
  );
}
