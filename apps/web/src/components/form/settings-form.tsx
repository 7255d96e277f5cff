import type { FormEventHandler, ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { FormActions } from './form-actions';
import { FormCard } from './form-card';

interface SettingsFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What went wrong that no field took. */
  error: string | null;
  /** Discard is offered only once something changed. */
  isDirty: boolean;
  isSaving: boolean;
  onDiscard: () => void;
  children: ReactNode;
}

/** A settings page's form: its fields on a card, one error line above, Discard and Save below. */
export function SettingsForm({
  onSubmit,
  error,
  isDirty,
  isSaving,
  onDiscard,
  children,
}: SettingsFormProps) {
  const t = useT();
  return (
    <FormCard onSubmit={onSubmit} error={error}>
      {children}
      <FormActions
        onCancel={onDiscard}
        cancelLabel={t('form.discardChanges')}
        cancelDisabled={!isDirty || isSaving}
        submitLabel={t('form.saveChanges')}
        loading={isSaving}
      />
    </FormCard>
  );
}
