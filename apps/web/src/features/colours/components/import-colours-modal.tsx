import {
  parsePalette,
  PALETTE_TEXT_MAX,
  ZImportColoursSchema,
  type ImportColoursResult,
  type Team,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Code, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/form-actions';
import { FormStack } from '../../../components/form/form-stack';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useImportColours } from '../api/import-colours';
import { serverText } from '../../../lib/server-texts/server-text';
import { useColourT } from '../i18n';

const SCHEMA = ZImportColoursSchema.omit({ teamId: true });

interface ImportColoursModalProps {
  team: Team;
  opened: boolean;
  onClose: () => void;
}

/** Paste a palette (CSV `name,code,hex` lines or plain hex codes); bad rows are listed. */
export function ImportColoursModal({ team, opened, onClose }: ImportColoursModalProps) {
  const t = useColourT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('import.title')} size="lg" centered>
      {opened && <ImportForm team={team} onClose={onClose} />}
    </Modal>
  );
}

function ImportForm({ team, onClose }: { team: Team; onClose: () => void }) {
  const t = useColourT();
  const importColours = useImportColours();
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<{ message: string; data: ImportColoursResult } | null>(null);
  const form = useForm<{ text: string }>({
    resolver: zodResolver(SCHEMA),
    defaultValues: { text: '' },
  });
  const [text] = useDebouncedValue(form.watch('text'), 200);
  const preview = useMemo(() => (text.trim() ? parsePalette(text) : null), [text]);

  const submit = form.handleSubmit(async ({ text: palette }) => {
    setFormError(null);
    try {
      const { data, ...answer } = await importColours.mutateAsync({
        teamId: team._id,
        text: palette,
      });
      if (data.errors.length === 0) {
        toast.success(serverText(answer));
        onClose();
        return;
      }
      setResult({ message: serverText(answer), data });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['text']));
    }
  });

  if (result) {
    const added = result.data.added.length;
    return (
      <Stack gap="md">
        <Alert
          color={added > 0 ? 'success' : 'warning'}
          variant="light"
          icon={added > 0 ? <IconCheck size={18} /> : <IconAlertTriangle size={18} />}
          title={result.message}
          role="status"
        >
          {t('import.added', { count: added })}{' '}
          {t('import.skipped', { count: result.data.errors.length })}
        </Alert>
        <Table.ScrollContainer minWidth={420} mah={320}>
          <Table aria-label={t('import.skippedRows')} verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={64}>{t('import.line')}</Table.Th>
                <Table.Th>{t('import.row')}</Table.Th>
                <Table.Th>{t('import.problem')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.data.errors.map((error) => (
                <Table.Tr key={`${error.line}-${error.text}`}>
                  <Table.Td>{error.line}</Table.Td>
                  <Table.Td>
                    <Code style={{ wordBreak: 'break-word' }}>{error.text}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="red.8">
                      {serverText(error)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              // The skipped rows, ready to be fixed and imported again.
              form.reset({ text: result.data.errors.map((error) => error.text).join('\n') });
              setResult(null);
            }}
          >
            {t('import.fix')}
          </Button>
          <Button onClick={onClose}>{t('import.done')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <FormStack onSubmit={submit} error={formError}>
      <Textarea
        label={t('import.palette')}
        description={t('import.hint')}
        placeholder={'name,code,hex\nBordeaux,19-1725 TCX,#8A1538\n#E8B04B #6B8F71'}
        autosize
        minRows={6}
        maxRows={14}
        maxLength={PALETTE_TEXT_MAX}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        error={form.formState.errors.text?.message}
        data-autofocus
        {...form.register('text')}
      />
      {preview && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('import.found', { count: preview.rows.length })}
          {preview.errors.length > 0 &&
            ` · ${t('import.willSkip', { count: preview.errors.length })}`}
        </Text>
      )}
      <FormActions
        onCancel={onClose}
        submitLabel={t('import.submit')}
        loading={importColours.isPending}
      />
    </FormStack>
  );
}
