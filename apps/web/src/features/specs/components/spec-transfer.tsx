import type { SpecFileFormat, SpecImportPreview } from '@atelier/domain';
import { Alert, Button, FileButton, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { exportSpec } from '../api/export-spec';
import { previewSpecImport, useApplySpecImport } from '../api/import-spec';

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

const UNIT_FROM: Record<SpecImportPreview['unitFrom'], string> = {
  query: 'as chosen',
  header: 'from the column headers',
  values: 'from the values',
  sheet: 'the sheet’s own unit',
  default: 'by default',
};

const BASE_FROM: Record<SpecImportPreview['baseSizeFrom'], string> = {
  file: 'marked in the file',
  sheet: 'the sheet’s base size',
  sizeRange: 'from the team’s size range',
  middle: 'the middle size',
};

/** Problems of a refused apply: the server sends each row's text in `data.errors`. */
function problemsOf(error: unknown): string[] {
  return error instanceof ApiError ? error.fieldErrors.map((item) => item.message) : [];
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
      toast.success(answer.responseMessage);
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
              Export XLSX
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exporting === 'csv'}
              onClick={() => void download('csv')}
            >
              Export CSV
            </Button>
          </>
        )}
        {canImport && (
          <FileButton
            onChange={(chosen) => void read(chosen)}
            resetRef={resetInput}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            inputProps={{ 'aria-label': 'Spec sheet file to import' }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} />}
                loading={reading}
              >
                Import CSV or XLSX
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <Modal
        opened={file !== null && !reading}
        onClose={close}
        title={`Import ${file?.name ?? ''}`}
        size="lg"
      >
        <Stack gap="sm">
          {failure !== null && (
            <Alert color="red" title="The file was not imported" role="alert">
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
                Read as {preview.format.toUpperCase()} in {preview.unit} (
                {UNIT_FROM[preview.unitFrom]}). Sizes: {preview.sizes.join(', ')}; base size{' '}
                {preview.baseSize} ({BASE_FROM[preview.baseSizeFrom]}).
              </Text>
              <Text size="sm" fw={500}>
                {count('changed')} {count('changed') === 1 ? 'row' : 'rows'} changed,{' '}
                {count('added')} added, {count('unchanged')} unchanged; {preview.changedValues}{' '}
                {preview.changedValues === 1 ? 'value' : 'values'} would change.
              </Text>
              {!preview.changes && preview.problems.length === 0 && (
                <Alert color="gray">Nothing would change: the sheet already reads so.</Alert>
              )}
              {preview.newPoms.length > 0 && (
                <div>
                  <Text size="sm" fw={500}>
                    New points of measure added to the team
                  </Text>
                  <List size="sm">
                    {preview.newPoms.map((pom) => (
                      <List.Item key={pom.code}>
                        Row {pom.row}: {pom.code} {pom.name}
                      </List.Item>
                    ))}
                  </List>
                </div>
              )}
              {preview.removed.length > 0 && (
                <div>
                  <Text size="sm" fw={500}>
                    Rows taken off the sheet
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
                  title={`${preview.problems.length} ${preview.problems.length === 1 ? 'row' : 'rows'} could not be read: fix the file and import it again`}
                >
                  <Table fz="sm" withRowBorders={false}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Row</Table.Th>
                        <Table.Th>Column</Table.Th>
                        <Table.Th>Problem</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {preview.problems.map((problem) => (
                        <Table.Tr key={`${problem.row}-${problem.column}-${problem.message}`}>
                          <Table.Td>{problem.row}</Table.Td>
                          <Table.Td>{problem.column ?? '—'}</Table.Td>
                          <Table.Td>{problem.message}</Table.Td>
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
              Cancel
            </Button>
            {preview && (
              <Button
                onClick={() => void confirm()}
                loading={apply.isPending}
                disabled={!preview.changes || preview.problems.length > 0}
              >
                Apply as revision {preview.revision + 1}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
