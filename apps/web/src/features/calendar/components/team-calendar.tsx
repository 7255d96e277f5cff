import {
  CALENDAR_KIND_LABELS,
  CALENDAR_KINDS,
  type CalendarEvent,
  type CalendarItem,
  type Team,
} from '@atelier/domain';
import { Badge, Box, Button, Group, Loader, LoadingOverlay, Text } from '@mantine/core';
import { IconPlus, IconRss } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/form-errors';
import { paths, taskUrl } from '../../../lib/paths';
import { runMutation } from '../../../lib/run-mutation';
import { toast } from '../../../lib/toast';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useCalendar, type CalendarRange } from '../api/get-calendar';
import { useMoveCalendarItem } from '../api/move-calendar-item';
import { useLiveCalendar } from '../hooks/use-live-calendar';
import { browserTimeZone, localDateOf } from '../lib/dates';
import type { SelectedSlot } from '../lib/event-form';
import { KIND_COLORS } from '../lib/items';
import { CalendarFeedModal } from './calendar-feed-modal';
import { CalendarView, type ItemMove } from './calendar-view';
import { EventDetailsModal } from './event-details-modal';
import { EventFormModal, type PersonOption } from './event-form-modal';

interface TeamCalendarProps {
  team: Team;
  /** The team's people, who may attend an event. */
  people: readonly PersonOption[];
  /** Opens on this day ('YYYY-MM-DD') instead of today. */
  initialDate?: string | undefined;
  /** Opens this event's details (a notice's link). */
  initialEventId?: string | undefined;
}

/** The id of what an item stands for: its product, reminder, event or task. */
const sourceIdOf = (item: CalendarItem) =>
  item.productId ?? item.reminderId ?? item.eventId ?? item.taskId ?? '';

type Form = { event: CalendarEvent | null; slot: SelectedSlot | null } | null;

/**
 * The selected team's calendar: everything dated that the user may see, coloured by kind. A slot
 * selected (or 'Add event') adds an event there; an item dragged moves to its new date if the
 * server allows it, and snaps back with the server's reason if not; a click opens what it stands
 * for.
 */
export function TeamCalendar({ team, people, initialDate, initialEventId }: TeamCalendarProps) {
  const navigate = useNavigate();
  const isPhone = usePhoneLayout();
  const [range, setRange] = useState<CalendarRange | null>(null);
  const calendar = useCalendar(team._id, range);
  const moveItem = useMoveCalendarItem();
  const [form, setForm] = useState<Form>(null);
  const [detailsId, setDetailsId] = useState<string | null>(initialEventId ?? null);
  const [isFeedOpen, setFeedOpen] = useState(false);
  useLiveCalendar(team._id);
  // Any active member adds events (docs/decisions.md, Calendar): the team's viewTeam policy.
  const canCreate = team.policies.viewTeam;
  const items = calendar.data ?? [];

  const openItem = (item: CalendarItem) => {
    if (item.kind === 'deadline' && item.productId) {
      void navigate(`/productDetail/${encodeURIComponent(item.productId)}`);
    } else if (item.kind === 'reminder') {
      void navigate(paths.reminders);
    } else if (item.kind === 'task' && item.taskId) {
      void navigate(taskUrl(item.taskId));
    } else if (item.eventId) {
      setDetailsId(item.eventId);
    }
  };

  const move = ({ item, start, end, allDay, revert }: ItemMove) => {
    const when = (date: Date) => (allDay ? localDateOf(date) : date.toISOString());
    void runMutation(
      () =>
        moveItem.mutateAsync({
          kind: item.kind,
          id: sourceIdOf(item),
          start: when(start),
          end: item.kind === 'event' && end ? when(end) : null,
          timeZone: browserTimeZone(),
        }),
      {
        onError: (error) => {
          revert();
          toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <>
      <Group justify="space-between" gap="sm" mb="md">
        <Group gap="xs" aria-label="Colours" role="list">
          {CALENDAR_KINDS.map((kind) => (
            <Badge
              key={kind}
              role="listitem"
              variant="filled"
              radius="sm"
              styles={{ root: { backgroundColor: KIND_COLORS[kind] } }}
            >
              {CALENDAR_KIND_LABELS[kind]}
            </Badge>
          ))}
          {calendar.isFetching && <Loader size="xs" aria-label="Loading the calendar" />}
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconRss size={16} />}
            onClick={() => setFeedOpen(true)}
          >
            Subscribe
          </Button>
          {canCreate && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setForm({ event: null, slot: null })}
            >
              Add event
            </Button>
          )}
        </Group>
      </Group>
      {calendar.isError && (
        <Box mb="md">
          <QueryError title="The calendar could not be loaded" query={calendar} />
        </Box>
      )}
      {calendar.isSuccess && items.length === 0 && (
        <Text c="dimmed" size="sm" mb="sm" role="status">
          Nothing dated here yet. {canCreate ? 'Select a day or a time to add an event.' : ''}
        </Text>
      )}
      <Box pos="relative">
        <LoadingOverlay visible={calendar.isPending && range !== null} zIndex={2} />
        <CalendarView
          key={isPhone ? 'phone' : 'wide'}
          items={items}
          isPhone={isPhone}
          initialDate={initialDate}
          canCreate={canCreate}
          onRangeChange={setRange}
          onSelectSlot={(slot) => setForm({ event: null, slot })}
          onOpenItem={openItem}
          onMoveItem={move}
        />
      </Box>
      <EventFormModal
        teamId={team._id}
        opened={form !== null}
        event={form?.event ?? null}
        slot={form?.slot ?? null}
        people={people}
        onClose={() => setForm(null)}
      />
      <EventDetailsModal
        eventId={form === null ? detailsId : null}
        onClose={() => setDetailsId(null)}
        onEdit={(event) => setForm({ event, slot: null })}
      />
      <CalendarFeedModal opened={isFeedOpen} onClose={() => setFeedOpen(false)} />
    </>
  );
}
