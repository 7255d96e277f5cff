import { Stack } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import type { ServerAnswer } from '../../lib/server-texts/server-text';
import { FormModal, type FormModalProps } from './form-modal';

/** A write whose answer carries the server's message. */
interface Write<TInput> {
  mutateAsync: (input: TInput) => Promise<ServerAnswer>;
}

type ItemFormModalProps<
  TItem extends { _id: string },
  TValues extends FieldValues,
  TOutput,
  TBody,
> = Omit<FormModalProps<TValues, TOutput>, 'title' | 'size' | 'submitLabel' | 'onSubmit'> & {
  /** The item to edit; null adds one. */
  item: TItem | null;
  editTitle: string;
  createTitle: string;
  /** The submit button when adding; an edit says "Save". */
  createLabel: string;
  /** Adds the item from the form's values. */
  create: Write<TOutput>;
  /** Saves an edit: the body is what `changes` finds changed. */
  update: Write<{ id: string; body: TBody }>;
  changes: (item: TItem, values: TOutput) => TBody;
};

/**
 * The scaffold of a dated item's add/edit dialog (reminder, task, event, announcement): the same
 * dialog adds or edits, its fields stacked; each form brings only its fields, its two writes and
 * what an edit changes.
 */
export function ItemFormModal<
  TItem extends { _id: string },
  TValues extends FieldValues,
  TOutput,
  TBody extends object,
>({
  item,
  editTitle,
  createTitle,
  createLabel,
  create,
  update,
  changes,
  children,
  ...form
}: ItemFormModalProps<TItem, TValues, TOutput, TBody>) {
  const save = async (values: TOutput) => {
    if (!item) return create.mutateAsync(values);
    const body = changes(item, values);
    // An edit that changes nothing sends nothing: the dialog just closes.
    if (Object.keys(body).length === 0) return null;
    return update.mutateAsync({ id: item._id, body });
  };

  return (
    <FormModal<TValues, TOutput>
      {...form}
      title={item ? editTitle : createTitle}
      size="lg"
      submitLabel={item ? 'Save' : createLabel}
      onSubmit={save}
    >
      {(modalForm) => <Stack gap="md">{children(modalForm)}</Stack>}
    </FormModal>
  );
}
