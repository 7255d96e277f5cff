import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';

interface TeamPermissionsModalProps {
  /** The notification's message; the modal is open while there is one. */
  message: string | null;
  onClose: () => void;
}

/** SPEC §4: a 'Team Permissions' notification is shown as a modal; closing it reloads the page. */
export function TeamPermissionsModal({ message, onClose }: TeamPermissionsModalProps) {
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title="Team Permissions"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={36} radius="xl" aria-hidden>
            <IconShieldCheck size={20} />
          </ThemeIcon>
          <Text>{message}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          Atelier reloads when you close this, so every page shows what you may do now.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
