import {
  API_TOKEN_LIFETIMES,
  ZCreateApiTokenSchema,
  type TCreateApiTokenSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { MultiSelect, Radio, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { FormModal } from '../../../components/form/form-modal';
import { NameField } from '../../../components/form/name-field';
import { useCreateApiToken, type CreateApiTokenInput } from '../api/create-api-token';
import { useApiTokenT } from '../i18n';

const FIELDS = ['name', 'teamIds', 'scope', 'expiresInDays'] as const;

export interface TeamOption {
  value: string;
  label: string;
}

interface CreateApiTokenModalProps {
  opened: boolean;
  /** The teams the person works in, the only ones a token may reach. */
  teams: TeamOption[];
  /** The team chosen in the header, ticked to start with. */
  defaultTeamId: string | null;
  onClose: () => void;
  /** The secret the server answered, to show once. */
  onCreated: (token: string) => void;
}

/** Names a token, the teams it reaches, what it may do and when it ends. */
export function CreateApiTokenModal({
  opened,
  teams,
  defaultTeamId,
  onClose,
  onCreated,
}: CreateApiTokenModalProps) {
  const t = useApiTokenT();
  const create = useCreateApiToken();
  const startTeams = teams.some((team) => team.value === defaultTeamId) ? [defaultTeamId!] : [];
  return (
    <FormModal<TCreateApiTokenSchema, CreateApiTokenInput>
      opened={opened}
      onClose={onClose}
      title={t('tok.newTitle')}
      size="lg"
      resolver={zodResolver(ZCreateApiTokenSchema)}
      defaultValues={{ name: '', teamIds: startTeams, scope: 'read', expiresInDays: 90 }}
      fields={FIELDS}
      submitLabel={t('tok.create')}
      onSubmit={async (values) => {
        const answer = await create.mutateAsync(values);
        onCreated(answer.data.token);
        return answer;
      }}
    >
      {(form) => (
        <>
          <NameField
            label={t('tok.name')}
            placeholder={t('tok.namePlaceholder')}
            field={form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <Controller
            control={form.control}
            name="teamIds"
            render={({ field, fieldState }) => (
              <MultiSelect
                ref={field.ref}
                label={t('tok.teams')}
                description={t('tok.teamsHint')}
                placeholder={field.value.length === 0 ? t('tok.teamsPlaceholder') : undefined}
                data={teams}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                withAsterisk
                searchable
                clearable
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="scope"
            render={({ field, fieldState }) => (
              <Radio.Group
                label={t('tok.access')}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={fieldState.error?.message}
                withAsterisk
              >
                <Stack gap="xs" mt={6}>
                  <Radio
                    ref={field.ref}
                    value="read"
                    label={t('tok.scopeRead')}
                    description={t('tok.scopeReadHint')}
                  />
                  <Radio
                    value="write"
                    label={t('tok.scopeWrite')}
                    description={t('tok.scopeWriteHint')}
                  />
                </Stack>
              </Radio.Group>
            )}
          />
          <Controller
            control={form.control}
            name="expiresInDays"
            render={({ field, fieldState }) => (
              <Radio.Group
                label={t('tok.expiry')}
                value={String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
                error={fieldState.error?.message}
                withAsterisk
              >
                <Stack gap="xs" mt={6}>
                  {API_TOKEN_LIFETIMES.map((days, index) => (
                    <Radio
                      key={days}
                      ref={index === 0 ? field.ref : undefined}
                      value={String(days)}
                      label={t('tok.days', { count: days })}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Text size="sm" c="dimmed">
            {t('tok.formNote')}
          </Text>
        </>
      )}
    </FormModal>
  );
}
