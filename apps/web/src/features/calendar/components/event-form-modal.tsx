import '@mantine/dates/styles.css';
import { DateField } from '../../../components/form/date-field';
import {
  CALENDAR_EVENT_LOCATION_MAX,
  CALENDAR_EVENT_TITLE_MAX,
  type CalendarEvent,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { TitleField } from '../../../components/form/dated-item-fields';
import { SwitchController } from '../../../components/form/switch-controller';
import { ItemFormModal } from '../../../components/form/item-form-modal';
import { DateTimeField } from '../../../components/form/date-time-field';
import {
  useCreateCalendarEvent,
  type CreateCalendarEventInput,
} from '../api/create-calendar-event';
import { useUpdateCalendarEvent } from '../api/update-calendar-event';
import {
  EVENT_FORM_FIELDS,
  eventValues,
  newEventValues,
  switchAllDay,
  ZEventForm,
  type EventFormValues,
  type SelectedSlot,
} from '../lib/event-form';

export interface PersonOption {
  value: string;
  label: string;
}

interface EventFormModalProps {
  teamId: string;
  opened: boolean;
  /** The event to edit; null adds one (in `slot`, when the user selected one). */
  event: CalendarEvent | null;
  slot: SelectedSlot | null;
  /** The team's people, who may attend. */
  people: readonly PersonOption[];
  onClose: () => void;
}

/** Add or edit an event: when (by the user's clock and formats), where, and who is told. */
export function EventFormModal({
  teamId,
  opened,
  event,
  slot,
  people,
  onClose,
}: EventFormModalProps) {
  const createEvent = useCreateCalendarEvent();
  const updateEvent = useUpdateCalendarEvent();

  const dateField = (
    form: UseFormReturn<EventFormValues, unknown, CreateCalendarEventInput>,
    name: 'startAt' | 'endAt',
    label: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) =>
        form.watch('allDay') ? (
          <DateField
            label={label}
            withAsterisk
            placeholder="Pick a date"
            value={field.value}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        ) : (
          <DateTimeField
            label={label}
            withAsterisk
            placeholder="Pick a date and time"
            value={field.value}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )
      }
    />
  );

  return (
    <ItemFormModal
      opened={opened}
      onClose={onClose}
      item={event}
      editTitle="Edit event"
      createTitle="Add event"
      createLabel="Add event"
      resolver={zodResolver(ZEventForm)}
      defaultValues={event ? eventValues(event) : newEventValues(teamId, slot)}
      fields={EVENT_FORM_FIELDS}
      create={createEvent}
      update={updateEvent}
      // An event stays in its team: the edit sends every field but that one.
      changes={(_event, { teamId: _team, ...fields }) => fields}
    >
      {(form) => (
        <>
          <TitleField
            field={form.register('title')}
            error={form.formState.errors.title?.message}
            placeholder="e.g. Fit session with the sample maker"
            max={CALENDAR_EVENT_TITLE_MAX}
          />
          <SwitchController
            control={form.control}
            name="allDay"
            label="All day"
            onCheckedChange={(allDay) => {
              const times = switchAllDay(form.getValues(), allDay);
              form.setValue('startAt', times.startAt);
              form.setValue('endAt', times.endAt);
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {dateField(form, 'startAt', 'Starts')}
            {dateField(form, 'endAt', 'Ends')}
          </SimpleGrid>
          <TextInput
            label="Location"
            placeholder="e.g. Showroom, or a video call link"
            autoComplete="off"
            maxLength={CALENDAR_EVENT_LOCATION_MAX + 20}
            {...form.register('location')}
            error={form.formState.errors.location?.message}
          />
          <Controller
            control={form.control}
            name="attendeeIds"
            render={({ field, fieldState }) => (
              <MultiSelect
                label="Attendees"
                description="They are told about the event. With nobody chosen, the whole team is."
                placeholder={field.value.length > 0 ? undefined : 'The whole team'}
                data={people as PersonOption[]}
                value={field.value}
                onChange={field.onChange}
                searchable
                clearable
                nothingFoundMessage="Nobody in this team by that name"
                error={fieldState.error?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        </>
      )}
    </ItemFormModal>
  );
}
