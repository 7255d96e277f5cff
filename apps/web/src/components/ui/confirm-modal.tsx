import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Destructive actions are red. */
  danger?: boolean;
  loading?: boolean;
  /** When set, the action is enabled only once this exact text is typed (e.g. a team's name). */
  typeToConfirm?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before anything that cannot be undone; focus starts on Cancel, not on the action. */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {/* Mounted only while open, so the typed confirmation starts empty every time. */}
      {props.opened && <ConfirmBody {...props} />}
    </Modal>
  );
}

function ConfirmBody({
  children,
  confirmLabel,
  danger = false,
  loading = false,
  typeToConfirm,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const matches = typeToConfirm === undefined || typed.trim() === typeToConfirm.trim();

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (matches && !loading) onConfirm();
      }}
    >
      <Stack gap="md">
        <Text size="sm" component="div">
          {children}
        </Text>
        {typeToConfirm !== undefined && (
          <TextInput
            label={`Type "${typeToConfirm}" to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            color={danger ? 'error' : undefined}
            loading={loading}
            disabled={!matches}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
