import '@mantine/dates/styles.css';
import {
  REMINDER_LEAD_LABELS,
  REMINDER_LEADS,
  REMINDER_NOTE_MAX,
  REMINDER_REPEAT_LABELS,
  REMINDER_REPEATS,
  REMINDER_TITLE_MAX,
  REMINDER_TYPES,
  type Reminder,
  type TUpdateReminderSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { ChoiceController } from '../../../components/form/choice-controller';
import { DateTimeController, TitleField } from '../../../components/form/dated-item-fields';
import { ItemFormModal } from '../../../components/form/item-form-modal';
import { LabelledSegmentedControl } from '../../../components/form/labelled-segmented-control';
import { ProductSelectField } from '../../../components/form/product-select-field';
import { toPickerValue } from '../../../lib/date-picker';
import { useCreateReminder, type CreateReminderInput } from '../api/create-reminder';
import { useUpdateReminder } from '../api/update-reminder';
import { REMINDER_FORM_FIELDS, reminderFormValues, ZReminderForm } from '../lib/reminder-form';

const NO_REPEAT = 'none';
const REPEAT_OPTIONS = [
  { value: NO_REPEAT, label: 'Does not repeat' },
  ...REMINDER_REPEATS.map((repeat) => ({ value: repeat, label: REMINDER_REPEAT_LABELS[repeat] })),
];
const LEAD_OPTIONS = REMINDER_LEADS.map((lead) => ({
  value: String(lead),
  label: REMINDER_LEAD_LABELS[lead],
}));

interface ReminderFormModalProps {
  teamId: string;
  opened: boolean;
  /** The reminder to edit; null adds one. */
  reminder: Reminder | null;
  /** The team's products the user may view, to point the reminder at one. */
  products: { value: string; label: string }[];
  onClose: () => void;
}

/** What an edit changes: only the fields that differ, the time only when it was moved. */
function changesOf(reminder: Reminder, values: CreateReminderInput): TUpdateReminderSchema {
  const { teamId: _team, timeZone, dueAt, type, ...fields } = values;
  const moved = toPickerValue(dueAt) !== toPickerValue(reminder.nextAt ?? reminder.dueAt);
  return {
    ...fields,
    productId: fields.productId ?? null,
    repeat: fields.repeat ?? null,
    ...(type !== reminder.type ? { type } : {}),
    ...(moved || fields.repeat !== reminder.repeat ? { dueAt, timeZone } : {}),
  };
}

/** Add or edit a reminder: when (by the user's clock and formats), for whom, how it repeats. */
export function ReminderFormModal({
  teamId,
  opened,
  reminder,
  products,
  onClose,
}: ReminderFormModalProps) {
  const createReminder = useCreateReminder();
  const updateReminder = useUpdateReminder();

  return (
    <ItemFormModal
      opened={opened}
      onClose={onClose}
      item={reminder}
      editTitle="Edit reminder"
      createTitle="Create Reminder"
      createLabel="Add reminder"
      resolver={zodResolver(ZReminderForm)}
      defaultValues={reminderFormValues(teamId, reminder)}
      fields={REMINDER_FORM_FIELDS}
      create={createReminder}
      update={updateReminder}
      changes={changesOf}
    >
      {(form) => (
        <>
          <TitleField
            field={form.register('title')}
            error={form.formState.errors.title?.message}
            placeholder="e.g. Fit session with the sample maker"
            max={REMINDER_TITLE_MAX}
          />
          <DateTimeController
            control={form.control}
            name="dueAt"
            label="Due"
            withAsterisk
            placeholder="Pick a date and time"
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <LabelledSegmentedControl
                label="For"
                data={REMINDER_TYPES.map((type) => ({ value: type, label: type }))}
                value={field.value}
                onChange={field.onChange}
                fullWidth
                hint={
                  field.value === 'Team Reminder'
                    ? 'Everyone in the team sees it and is reminded.'
                    : 'Only you see it and are reminded.'
                }
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ChoiceController
              control={form.control}
              name="repeat"
              label="Repeat"
              data={REPEAT_OPTIONS}
              toOption={(repeat) => repeat ?? NO_REPEAT}
              fromOption={(option) => (option === NO_REPEAT ? null : option)}
            />
            <ChoiceController
              control={form.control}
              name="leadMinutes"
              label="Remind me"
              data={LEAD_OPTIONS}
              toOption={String}
              fromOption={Number}
            />
          </SimpleGrid>
          <ProductSelectField
            control={form.control}
            name="productId"
            products={products}
            emptyText="No products in this team yet"
          />
          <Textarea
            label="Note"
            autosize
            minRows={2}
            maxRows={6}
            {...form.register('note')}
            description={`At most ${REMINDER_NOTE_MAX} characters.`}
            error={form.formState.errors.note?.message}
          />
        </>
      )}
    </ItemFormModal>
  );
}
