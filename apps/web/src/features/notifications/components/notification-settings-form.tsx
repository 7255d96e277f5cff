import {
  ZUpdateNotificationSettingsSchema,
  type NotificationSettingItem,
  type TUpdateNotificationSettingsSchema,
  displayName,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, Group, MultiSelect, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { FormActions } from '../../../components/form/form-actions';
import { FormStack } from '../../../components/form/form-stack';
import { SwitchController } from '../../../components/form/switch-controller';
import { useSettingsForm } from '../../../components/form/use-settings-form';
import { QueryState } from '../../../components/ui/query-state';
import { useAllUsers } from '../../../api/get-all-users';
import { useNotificationSettings } from '../api/get-notification-settings';
import {
  useUpdateNotificationSettings,
  type UpdateNotificationSettingsInput,
} from '../api/update-notification-settings';
import {
  browserNotificationState,
  requestBrowserNotifications,
} from '../lib/browser-notifications';
import { BrowserNotificationNote } from './browser-notification-note';

function toFormValues(
  items: readonly NotificationSettingItem[],
): TUpdateNotificationSettingsSchema {
  return {
    items: items.map((item) => ({
      key: item.key,
      itemActions: { ...item.itemActions },
      ...(item.selectedTeamMembers ? { selectedTeamMembers: [...item.selectedTeamMembers] } : {}),
    })),
  };
}

/** The items in groups, in the server's order; each with its index in the form. */
function groupItems(items: readonly NotificationSettingItem[]) {
  const groups = new Map<string, { item: NotificationSettingItem; index: number }[]>();
  items.forEach((item, index) => {
    const group = groups.get(item.groupTitle) ?? [];
    group.push({ item, index });
    groups.set(item.groupTitle, group);
  });
  return [...groups.entries()];
}

function SettingsSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading notification settings">
      {[0, 1].map((block) => (
        <Paper key={block} withBorder p="lg" aria-hidden>
          <Stack gap="md">
            <Skeleton height={18} width={140} />
            <Skeleton height={12} width="70%" />
            <Skeleton height={12} width="55%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** /setting/notification: the seven settings of SPEC §3 (e-mail and web for each). */
export function NotificationSettings() {
  const settingsQuery = useNotificationSettings();
  return (
    <QueryState
      query={settingsQuery}
      errorTitle="Your notification settings could not be loaded"
      loading={<SettingsSkeleton />}
    >
      {(items) => <NotificationSettingsForm items={items} />}
    </QueryState>
  );
}

function NotificationSettingsForm({ items }: { items: NotificationSettingItem[] }) {
  const [browserState, setBrowserState] = useState(browserNotificationState);
  // The switches carry no error text of their own: any refusal shows above the form.
  const { form, formProps } = useSettingsForm({
    saved: items,
    toValues: toFormValues,
    resolver: zodResolver(ZUpdateNotificationSettingsSchema),
    fields: [],
    update: useUpdateNotificationSettings(),
  });
  const values = form.watch('items');
  const wantsWeb = values.some((item) => item.itemActions.webEnable);

  // The browser is asked the first time a Web switch goes on.
  const onWebEnabled = async () => {
    if (browserNotificationState() !== 'default') return;
    setBrowserState(await requestBrowserNotifications());
  };

  return (
    <FormStack onSubmit={formProps.onSubmit} error={formProps.error} gap="lg">
      {wantsWeb && (
        <BrowserNotificationNote
          state={browserState}
          onAsk={async () => setBrowserState(await requestBrowserNotifications())}
        />
      )}
      {groupItems(items).map(([groupTitle, entries]) => (
        <Paper key={groupTitle} withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md" role="group" aria-labelledby={`notification-group-${groupTitle}`}>
            <Title order={2} fz="lg" id={`notification-group-${groupTitle}`}>
              {groupTitle}
            </Title>
            {entries.map(({ item, index }, position) => (
              <Fragment key={item.key}>
                {position > 0 && <Divider />}
                <SettingRow
                  item={item}
                  index={index}
                  control={form.control}
                  onWebEnabled={() => void onWebEnabled()}
                />
              </Fragment>
            ))}
          </Stack>
        </Paper>
      ))}
      <FormActions
        onCancel={formProps.onDiscard}
        cancelLabel="Discard changes"
        cancelDisabled={!formProps.isDirty || formProps.isSaving}
        submitLabel="Save"
        loading={formProps.isSaving}
      />
    </FormStack>
  );
}

interface SettingRowProps {
  item: NotificationSettingItem;
  index: number;
  control: Control<TUpdateNotificationSettingsSchema, unknown, UpdateNotificationSettingsInput>;
  onWebEnabled: () => void;
}

function SettingRow({ item, index, control, onWebEnabled }: SettingRowProps) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="md">
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text fw={600}>{item.mainTitle}</Text>
          <Text size="sm" c="dimmed">
            {item.subTitle}
          </Text>
        </div>
        <Group gap="lg" wrap="nowrap">
          <SwitchController
            control={control}
            name={`items.${index}.itemActions.emailEnable`}
            label="E-mail"
            aria-label={`E-mail for ${item.mainTitle}`}
          />
          <SwitchController
            control={control}
            name={`items.${index}.itemActions.webEnable`}
            label="Web"
            aria-label={`Web for ${item.mainTitle}`}
            onCheckedChange={(checked) => {
              if (checked) onWebEnabled();
            }}
          />
        </Group>
      </Group>
      {item.selectedTeamMembers && (
        <Controller
          control={control}
          name={`items.${index}.selectedTeamMembers`}
          render={({ field }) => (
            <TeamMembersSelect
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </Stack>
  );
}

interface TeamMembersSelectProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
}

/** Whose new products notify the user; nobody chosen means everyone's. */
function TeamMembersSelect({ value, onChange, onBlur }: TeamMembersSelectProps) {
  const usersQuery = useAllUsers();
  const people = usersQuery.data ?? [];
  const options = people.map((person) => ({
    value: person._id,
    label: displayName(person) || person.email,
  }));
  // Someone chosen earlier who no longer shares a team stays visible, so they can be removed.
  for (const id of value) {
    if (!options.some((option) => option.value === id)) {
      options.push({ value: id, label: 'Former team member' });
    }
  }

  return (
    <MultiSelect
      label="Team members"
      description="Only their new products notify you. Leave empty to hear about everyone’s."
      placeholder={usersQuery.isPending ? 'Loading people…' : value.length ? undefined : 'Everyone'}
      data={options}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      searchable
      clearable
      nothingFoundMessage="No one with that name"
      disabled={usersQuery.isPending}
      error={usersQuery.isError ? 'People could not be loaded. Please try again.' : undefined}
      maw={560}
    />
  );
}
