import type { CalendarEvent } from '@atelier/domain';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteConfirm } from '../../../components/list/delete-confirm';
import { QueryError } from '../../../components/ui/query-error';
import { useFormat, type Formatter } from '../../../lib/format';
import { useDeleteCalendarEvent } from '../api/delete-calendar-event';
import { useCalendarEvent } from '../api/get-calendar-event';
import { localMidnight, shiftDate } from '../lib/dates';

interface EventDetailsModalProps {
  /** The event to show; null keeps the dialog closed. */
  eventId: string | null;
  onClose: () => void;
  onEdit: (event: CalendarEvent) => void;
}

/** When an event happens, in the user's formats: its days, or its day and times. */
export function whenOf(event: CalendarEvent, format: Formatter): string {
  if (event.allDay) {
    const first = format.formatDate(localMidnight(event.startAt));
    const last = format.formatDate(localMidnight(shiftDate(event.endAt, -1)));
    return first === last ? `${first}, all day` : `${first} – ${last}, all day`;
  }
  const start = new Date(event.startAt);
  const end = new Date(event.endAt);
  const sameDay = format.formatDate(start) === format.formatDate(end);
  return sameDay
    ? `${format.formatDate(start)}, ${format.formatTime(start)} – ${format.formatTime(end)}`
    : `${format.formatDateTime(start)} – ${format.formatDateTime(end)}`;
}

/** An event opened from the calendar: what, when, where and who; edit and delete if allowed. */
export function EventDetailsModal({ eventId, onClose, onEdit }: EventDetailsModalProps) {
  const format = useFormat();
  const query = useCalendarEvent(eventId);
  const deleteEvent = useDeleteCalendarEvent();
  const [deleting, setDeleting] = useState<CalendarEvent | null>(null);
  const event = query.data;

  return (
    <>
      <Modal
        opened={eventId !== null && deleting === null}
        onClose={onClose}
        title={event?.title ?? 'Event'}
        centered
      >
        {query.isLoading && (
          <Group justify="center" p="lg">
            <Loader size="sm" aria-label="Loading the event" />
          </Group>
        )}
        {query.isError && <QueryError title="This event could not be loaded" query={query} />}
        {event && (
          <Stack gap="md">
            <Text fw={500}>{whenOf(event, format)}</Text>
            {event.location && (
              <Group gap="xs" wrap="nowrap">
                <IconMapPin size={18} aria-hidden />
                <Text>{event.location}</Text>
              </Group>
            )}
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconUsers size={18} aria-hidden />
              <Text>
                {event.attendees.length > 0
                  ? event.attendees.map((person) => person.name).join(', ')
                  : 'The whole team'}
              </Text>
            </Group>
            {event.createdBy && (
              <Text size="sm" c="dimmed">
                Added by {event.createdBy.name}
              </Text>
            )}
            {(event.policies.edit || event.policies.delete) && (
              <Group justify="flex-end" gap="sm">
                {event.policies.delete && (
                  <Button
                    variant="default"
                    color="error"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => setDeleting(event)}
                  >
                    Delete
                  </Button>
                )}
                {event.policies.edit && (
                  <Button leftSection={<IconPencil size={16} />} onClick={() => onEdit(event)}>
                    Edit
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        )}
      </Modal>
      <DeleteConfirm
        item={deleting}
        title="Delete this event?"
        confirmLabel="Delete event"
        loading={deleteEvent.isPending}
        onDelete={async (item) => {
          const answer = await deleteEvent.mutateAsync(item._id);
          onClose();
          return answer;
        }}
        onClose={() => setDeleting(null)}
      >
        {(item) => `“${item.title}” leaves everyone’s calendar.`}
      </DeleteConfirm>
    </>
  );
}
