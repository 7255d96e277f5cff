import type { SpecFileFormat, SpecImportPreview } from '@atelier/domain';
import { Alert, Button, FileButton, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { exportSpec } from '../api/export-spec';
import { previewSpecImport, useApplySpecImport } from '../api/import-spec';
import { useSpecT, type SpecMessageKey } from '../i18n';
import { serverText } from '../../../lib/server-texts/server-text';

interface SpecTransferProps {
  productId: string;
  productName: string;
  revision: number;
  /** A sheet without rows has nothing to export. */
  canExport: boolean;
  canImport: boolean;
  /** After an import is applied: the editor starts again from the new revision. */
  onImported: () => void;
}

const UNIT_FROM: Record<SpecImportPreview['unitFrom'], SpecMessageKey> = {
  query: 'spec.unitFrom.query',
  header: 'spec.unitFrom.header',
  values: 'spec.unitFrom.values',
  sheet: 'spec.unitFrom.sheet',
  default: 'spec.unitFrom.default',
};

const BASE_FROM: Record<SpecImportPreview['baseSizeFrom'], SpecMessageKey> = {
  file: 'spec.baseFrom.file',
  sheet: 'spec.baseFrom.sheet',
  sizeRange: 'spec.baseFrom.sizeRange',
  middle: 'spec.baseFrom.middle',
};

/** Problems of a refused apply: the server sends each row's text in `data.errors`. */
function problemsOf(error: unknown): string[] {
  return error instanceof ApiError ? error.fieldErrors.map((item) => serverText(item)) : [];
}

/**
 * A preview's problem in the reader's language (issue 47 §4): its frame ('Row 3, M: “x” — …') from
 * its key, and the reason inside it from the reason's own key; English as sent for anything else.
 */
function problemText(problem: SpecImportPreview['problems'][number]): string {
  const { message, key, values, textKey, textValues } = problem;
  if (!values || textKey === undefined || typeof values.text !== 'string') {
    return serverText({ message, key, values });
  }
  const reason = serverText({ message: values.text, key: textKey, values: textValues });
  return serverText({ message, key, values: { ...values, text: reason } });
}

/**
 * The sheet as a file: exported as XLSX or CSV for the factory, and a file read back first as a
 * preview (nothing changes) that is then applied as the next revision, or cancelled.
 */
export function SpecTransfer({
  productId,
  productName,
  revision,
  canExport,
  canImport,
  onImported,
}: SpecTransferProps) {
  const t = useSpecT();
  const tApp = useT();
  const [exporting, setExporting] = useState<SpecFileFormat | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [preview, setPreview] = useState<SpecImportPreview | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const apply = useApplySpecImport(productId);
  // The same file chosen again (after fixing it) must read again.
  const resetInput = useRef<() => void>(null);

  const download = async (format: SpecFileFormat) => {
    setExporting(format);
    try {
      await exportSpec(productId, productName, format, revision);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(null);
    }
  };

  const read = async (chosen: File | null) => {
    if (!chosen) return;
    setFile(chosen);
    setPreview(null);
    setFailure(null);
    setReading(true);
    try {
      setPreview(await previewSpecImport(productId, chosen));
    } catch (error) {
      setFailure(error);
    } finally {
      setReading(false);
      resetInput.current?.();
    }
  };

  const close = () => {
    setFile(null);
    setPreview(null);
    setFailure(null);
    apply.reset();
  };

  const confirm = async () => {
    if (!file || !preview) return;
    setFailure(null);
    try {
      const answer = await apply.mutateAsync({ file, revision: preview.revision });
      toast.success(serverText(answer));
      close();
      onImported();
    } catch (error) {
      setFailure(error);
    }
  };

  const count = (status: 'changed' | 'added' | 'unchanged') =>
    preview?.rows.filter((row) => row.status === status).length ?? 0;

  return (
    <>
      <Group gap="xs">
        {canExport && (
          <>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exporting === 'xlsx'}
              onClick={() => void download('xlsx')}
            >
              {t('spec.exportXlsx')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exporting === 'csv'}
              onClick={() => void download('csv')}
            >
              {t('spec.exportCsv')}
            </Button>
          </>
        )}
        {canImport && (
          <FileButton
            onChange={(chosen) => void read(chosen)}
            resetRef={resetInput}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            inputProps={{ 'aria-label': t('spec.importFile') }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} />}
                loading={reading}
              >
                {t('spec.import')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <Modal
        opened={file !== null && !reading}
        onClose={close}
        title={t('spec.importTitle', { name: file?.name ?? '' })}
        size="lg"
      >
        <Stack gap="sm">
          {failure !== null && (
            <Alert color="red" title={t('spec.notImported')} role="alert">
              <Text size="sm">{errorMessage(failure)}</Text>
              {problemsOf(failure).length > 0 && (
                <List size="sm" mt="xs">
                  {problemsOf(failure).map((text) => (
                    <List.Item key={text}>{text}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          {preview && (
            <>
              <Text size="sm">
                {t('spec.readAs', {
                  format: preview.format.toUpperCase(),
                  unit: preview.unit,
                  unitFrom: t(UNIT_FROM[preview.unitFrom]),
                  sizes: preview.sizes.join(', '),
                  base: preview.baseSize,
                  baseFrom: t(BASE_FROM[preview.baseSizeFrom]),
                })}
              </Text>
              <Text size="sm" fw={500}>
                {t('spec.importCounts', {
                  changed: count('changed'),
                  added: count('added'),
                  unchanged: count('unchanged'),
                  values: preview.changedValues,
                })}
              </Text>
              {!preview.changes && preview.problems.length === 0 && (
                <Alert color="gray">{t('spec.nothingChanges')}</Alert>
              )}
              {preview.newPoms.length > 0 && (
                <div>
                  <Text size="sm" fw={500}>
                    {t('spec.newPoms')}
                  </Text>
                  <List size="sm">
                    {preview.newPoms.map((pom) => (
                      <List.Item key={pom.code}>
                        {t('spec.newPomRow', { row: pom.row, code: pom.code, name: pom.name })}
                      </List.Item>
                    ))}
                  </List>
                </div>
              )}
              {preview.removed.length > 0 && (
                <div>
                  <Text size="sm" fw={500}>
                    {t('spec.removedRows')}
                  </Text>
                  <List size="sm">
                    {preview.removed.map((row) => (
                      <List.Item key={row.pomId}>
                        {row.code} {row.name}
                      </List.Item>
                    ))}
                  </List>
                </div>
              )}
              {preview.problems.length > 0 && (
                <Alert
                  color="red"
                  title={t('spec.problemsTitle', { count: preview.problems.length })}
                >
                  <Table fz="sm" withRowBorders={false}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('spec.row')}</Table.Th>
                        <Table.Th>{t('spec.column')}</Table.Th>
                        <Table.Th>{t('spec.problem')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {preview.problems.map((problem) => (
                        <Table.Tr key={`${problem.row}-${problem.column}-${problem.message}`}>
                          <Table.Td>{problem.row}</Table.Td>
                          <Table.Td>{problem.column ?? '—'}</Table.Td>
                          <Table.Td>{problemText(problem)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Alert>
              )}
            </>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {tApp('common.cancel')}
            </Button>
            {preview && (
              <Button
                onClick={() => void confirm()}
                loading={apply.isPending}
                disabled={!preview.changes || preview.problems.length > 0}
              >
                {t('spec.applyAs', { revision: preview.revision + 1 })}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
