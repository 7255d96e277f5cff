import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';

type CancelProps =
  | {
      /** Closes the dialog, or puts the form back (`cancelLabel` 'Discard changes'). */
      onCancel: () => void;
      cancelTo?: never;
    }
  | {
      /** A page's form: Cancel leaves for this address. */
      cancelTo: string;
      onCancel?: never;
    };

type FormActionsProps = CancelProps & {
  submitLabel: ReactNode;
  /** The write under way: the submit button spins. */
  loading: boolean;
  cancelLabel?: string;
  cancelDisabled?: boolean;
  mt?: MantineSpacing;
};

/** The end of a form: Cancel (or Discard), then the submit button, on the right. */
export function FormActions({
  submitLabel,
  loading,
  onCancel,
  cancelTo,
  cancelLabel,
  cancelDisabled,
  mt,
}: FormActionsProps) {
  const t = useT();
  const cancelText = cancelLabel ?? t('common.cancel');
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      {cancelTo !== undefined ? (
        <Button component={Link} to={cancelTo} variant="default">
          {cancelText}
        </Button>
      ) : (
        <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
          {cancelText}
        </Button>
      )}
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
