import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';

interface TeamPermissionsModalProps {
  /** The notification's message; the modal is open while there is one. */
  message: string | null;
  onClose: () => void;
}

/** SPEC §4: a 'Team Permissions' notification is shown as a modal; closing it reloads the page. */
export function TeamPermissionsModal({ message, onClose }: TeamPermissionsModalProps) {
  const t = useT();
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={t('notifications.permissionsTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={36} radius="xl" aria-hidden>
            <IconShieldCheck size={20} />
          </ThemeIcon>
          <Text>{message}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('notifications.permissionsNote')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('notifications.permissionsOk')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
