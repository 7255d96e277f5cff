import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { applyServerErrors } from '../../lib/form-errors';
import { runMutation } from '../../lib/run-mutation';
import type { ServerAnswer } from '../../lib/server-texts/server-text';

interface SettingsFormOptions<TSaved, TValues extends FieldValues, TOutput> {
  /** The settings as the server last gave them. */
  saved: TSaved;
  /** The form's values for some settings: where it starts, and where Discard and Save leave it. */
  toValues: (settings: TSaved) => DefaultValues<TValues>;
  resolver: Resolver<TValues, unknown, TOutput>;
  /** Fields the server's per-field errors may land on; any other error shows above the form. */
  fields: readonly Path<TValues>[];
  /** The update; its answer is the settings as saved. */
  update: {
    mutateAsync: (values: TOutput) => Promise<ServerAnswer & { data: TSaved }>;
    isPending: boolean;
  };
  /** What shows the settings outside the form (a picture's preview) follows them too. */
  onShown?: (settings: TSaved) => void;
}

/**
 * A settings page's form: it starts from the saved settings, Save sends them and takes the
 * server's answer as the new start (its message a toast), Discard goes back to that start.
 */
export function useSettingsForm<TSaved, TValues extends FieldValues, TOutput = TValues>({
  saved,
  toValues,
  resolver,
  fields,
  update,
  onShown,
}: SettingsFormOptions<TSaved, TValues, TOutput>) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    defaultValues: toValues(saved),
  });

  const show = (settings: TSaved) => {
    form.reset(toValues(settings));
    onShown?.(settings);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    await runMutation(() => update.mutateAsync(values), {
      onSuccess: ({ data }) => show(data),
      onError: (error) => setFormError(applyServerErrors(error, form.setError, fields)),
    });
  });

  const discard = () => {
    show(saved);
    setFormError(null);
  };

  return {
    form,
    /** What SettingsForm takes: the submit, the error no field took, Discard and Save. */
    formProps: {
      onSubmit,
      error: formError,
      isDirty: form.formState.isDirty,
      isSaving: update.isPending,
      onDiscard: discard,
    },
  };
}
