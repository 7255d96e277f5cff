import { Modal, type MantineSize } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiError } from '../../lib/api-error';
import { applyServerErrors } from '../../lib/form-errors';
import { serverText, type ServerWords } from '../../lib/server-texts/server-text';
import { toast } from '../../lib/toast';
import { FormActions } from './form-actions';
import { FormStack } from './form-stack';

export interface FormModalProps<TValues extends FieldValues, TOutput> {
  opened: boolean;
  title: string;
  onClose: () => void;
  size?: MantineSize;
  resolver: Resolver<TValues, unknown, TOutput>;
  defaultValues: DefaultValues<TValues>;
  /** Fields the server's per-field errors may land on. */
  fields: readonly Path<TValues>[];
  /** Where a 409 (a name or code already used) is shown. */
  conflictField?: Path<TValues>;
  submitLabel: string;
  /**
   * Saves; resolves with the server's answer (or a text), shown as a success toast in the reader's
   * language, and closes.
   */
  onSubmit: (values: TOutput) => Promise<ServerWords | null>;
  children: (form: UseFormReturn<TValues, unknown, TOutput>) => ReactNode;
}

/**
 * An add/edit dialog: a react-hook-form form checked with the domain's zod schema, the server's
 * field errors put on their fields, anything else above the form, and the server's success text
 * as a toast. The form is mounted only while open, so it starts from `defaultValues` every time.
 */
export function FormModal<TValues extends FieldValues, TOutput>(
  props: FormModalProps<TValues, TOutput>,
) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size={props.size}
      centered
    >
      {props.opened && <ModalForm {...props} />}
    </Modal>
  );
}

function ModalForm<TValues extends FieldValues, TOutput>({
  resolver,
  defaultValues,
  fields,
  conflictField,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: FormModalProps<TValues, TOutput>) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TValues, unknown, TOutput>({ resolver, defaultValues });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await onSubmit(values);
      if (answer) toast.success(serverText(answer));
      onClose();
    } catch (error) {
      if (conflictField && error instanceof ApiError && error.status === 409) {
        form.setError(
          conflictField,
          { type: 'server', message: serverText(error) },
          { shouldFocus: true },
        );
        return;
      }
      setFormError(applyServerErrors(error, form.setError, fields));
    }
  });

  return (
    <FormStack onSubmit={submit} error={formError}>
      {children(form)}
      <FormActions
        onCancel={onClose}
        submitLabel={submitLabel}
        loading={form.formState.isSubmitting}
        mt="xs"
      />
    </FormStack>
  );
}
