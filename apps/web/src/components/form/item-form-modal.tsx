import { Stack } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { FormModal, type FormModalProps } from './form-modal';

type ItemFormModalProps<TItem, TValues extends FieldValues, TOutput> = Omit<
  FormModalProps<TValues, TOutput>,
  'title' | 'size' | 'submitLabel' | 'onSubmit'
> & {
  /** The item to edit; null adds one. */
  item: TItem | null;
  editTitle: string;
  createTitle: string;
  /** The submit button when adding; an edit says "Save". */
  createLabel: string;
  /** Resolve with the server's message, or null when an edit changed nothing. */
  onCreate: (values: TOutput) => Promise<string | null>;
  onUpdate: (item: TItem, values: TOutput) => Promise<string | null>;
};

/**
 * The scaffold of a dated item's add/edit dialog (reminder, task, event, announcement): the same
 * dialog adds or edits, its fields stacked; each form brings only its fields and its two writes.
 */
export function ItemFormModal<TItem, TValues extends FieldValues, TOutput>({
  item,
  editTitle,
  createTitle,
  createLabel,
  onCreate,
  onUpdate,
  children,
  ...form
}: ItemFormModalProps<TItem, TValues, TOutput>) {
  return (
    <FormModal<TValues, TOutput>
      {...form}
      title={item ? editTitle : createTitle}
      size="lg"
      submitLabel={item ? 'Save' : createLabel}
      onSubmit={(values) => (item ? onUpdate(item, values) : onCreate(values))}
    >
      {(modalForm) => <Stack gap="md">{children(modalForm)}</Stack>}
    </FormModal>
  );
}
