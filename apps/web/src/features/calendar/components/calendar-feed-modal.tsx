import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { QueryError } from '../../../components/ui/query-error';
import { runMutation } from '../../../lib/run-mutation';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';

interface CalendarFeedModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The user's secret .ics address, to subscribe from Google Calendar, Outlook or Apple Calendar:
 * made, copied, replaced or revoked here. Anyone holding the address sees what the user sees.
 */
export function CalendarFeedModal({ opened, onClose }: CalendarFeedModalProps) {
  const feed = useCalendarFeed(opened);
  const createFeed = useCreateCalendarFeed();
  const revokeFeed = useRevokeCalendarFeed();
  const [confirm, setConfirm] = useState<'replace' | 'revoke' | null>(null);
  const url = feed.data?.url ?? null;

  return (
    <>
      <Modal
        opened={opened && confirm === null}
        onClose={onClose}
        title="Subscribe in your calendar app"
        centered
        size="lg"
      >
        <Stack gap="md">
          <Text size="sm">
            Add this address to Google Calendar (“From URL”), Outlook (“Subscribe from web”) or
            Apple Calendar to see your teams’ deadlines, reminders and events there. It lists the
            past 30 days and the next year, and your app refreshes it every few hours.
          </Text>
          {feed.isLoading && <Loader size="sm" aria-label="Loading your calendar address" />}
          {feed.isError && (
            <QueryError title="Your calendar address could not be loaded" query={feed} />
          )}
          {feed.isSuccess && url === null && (
            <Group>
              <Button
                leftSection={<IconLink size={16} />}
                loading={createFeed.isPending}
                onClick={() => void runMutation(() => createFeed.mutateAsync())}
              >
                Make my calendar address
              </Button>
            </Group>
          )}
          {url && (
            <>
              <TextInput
                label="Your calendar address"
                description="Keep it to yourself: whoever has it sees your calendar."
                value={url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                rightSection={
                  <CopyButton value={url}>
                    {({ copied, copy }) => (
                      <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                        <ActionIcon
                          variant="subtle"
                          onClick={copy}
                          aria-label={copied ? 'Copied' : 'Copy the calendar address'}
                        >
                          {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </CopyButton>
                }
              />
              <Group justify="space-between">
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => setConfirm('replace')}
                >
                  Make a new address
                </Button>
                <Button variant="default" color="error" onClick={() => setConfirm('revoke')}>
                  Revoke
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Modal>
      <ConfirmModal
        opened={confirm !== null}
        title={
          confirm === 'replace' ? 'Make a new calendar address?' : 'Revoke your calendar address?'
        }
        confirmLabel={confirm === 'replace' ? 'Make a new address' : 'Revoke'}
        danger
        loading={createFeed.isPending || revokeFeed.isPending}
        onConfirm={() =>
          void runMutation(
            () => (confirm === 'replace' ? createFeed.mutateAsync() : revokeFeed.mutateAsync()),
            { onSuccess: () => setConfirm(null) },
          )
        }
        onClose={() => setConfirm(null)}
      >
        The current address stops working at once: calendar apps subscribed to it stop updating.
      </ConfirmModal>
    </>
  );
}
