import {
  LINESHEET_FORMAT_LABELS,
  LINESHEET_FORMATS,
  type LineSheet,
  type LineSheetFilters,
  type LineSheetFormat,
} from '@atelier/domain';
import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { LabelledSegmentedControl } from '../../../components/form/labelled-segmented-control';
import { QueryError } from '../../../components/ui/query-error';
import { useFormat } from '../../../lib/format';
import { errorMessage } from '../../../lib/form-errors';
import { runMutation } from '../../../lib/run-mutation';
import { useLineSheet, useMakeLineSheet, useRecentLineSheets } from '../api/linesheets';

const FORMAT_OPTIONS = LINESHEET_FORMATS.map((format) => ({
  value: format,
  label: format.toUpperCase(),
}));

/** A sheet's state in a line: drawing with its progress, ready to download, or what went wrong. */
function SheetState({ sheet }: { sheet: LineSheet }) {
  if (sheet.status === 'ready' && sheet.resultUrl) {
    return (
      <Button
        component="a"
        href={sheet.resultUrl}
        download={sheet.fileName}
        leftSection={<IconDownload size={16} />}
      >
        Download {sheet.format.toUpperCase()}
      </Button>
    );
  }
  if (sheet.status === 'failed') {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="Not made">
        {sheet.error}
      </Alert>
    );
  }
  const value = sheet.productCount ? Math.round((sheet.done / sheet.productCount) * 100) : 0;
  const label =
    sheet.status === 'queued'
      ? 'Waiting to start…'
      : `Drawing ${sheet.done} of ${sheet.productCount} products…`;
  return (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        {label}
      </Text>
      <Progress value={value} animated aria-label="Line sheet progress" />
    </Stack>
  );
}

function CurrentSheet({ id }: { id: string }) {
  const sheet = useLineSheet(id);
  if (sheet.isError) return <QueryError query={sheet} />;
  if (!sheet.data) return <Progress value={0} animated aria-label="Line sheet progress" />;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {LINESHEET_FORMAT_LABELS[sheet.data.format]} · {sheet.data.productCount}{' '}
          {sheet.data.productCount === 1 ? 'product' : 'products'}
        </Text>
        <SheetState sheet={sheet.data} />
        {sheet.data.productCount >= 100 && sheet.data.status !== 'ready' && (
          <Text size="xs" c="dimmed">
            A sheet this large is also e-mailed to you when it is ready: you may close this window.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function RecentSheets({ teamId, hide }: { teamId: string; hide: string | null }) {
  const recent = useRecentLineSheets(teamId);
  const { formatDateTime } = useFormat();
  const sheets = recent.data?.filter((sheet) => sheet._id !== hide) ?? [];
  if (recent.isError) return <QueryError query={recent} />;
  if (sheets.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Your recent line sheets
      </Text>
      {sheets.map((sheet) => (
        <Group key={sheet._id} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFileSpreadsheet size={18} aria-hidden />
            <Text size="sm" truncate>
              {sheet.format.toUpperCase()} · {sheet.productCount} products ·{' '}
              {formatDateTime(sheet.createdAt)}
            </Text>
          </Group>
          {sheet.status === 'ready' && sheet.resultUrl ? (
            <Button
              component="a"
              size="xs"
              variant="default"
              href={sheet.resultUrl}
              download={sheet.fileName}
              aria-label={`Download the ${sheet.format.toUpperCase()} of ${formatDateTime(sheet.createdAt)}`}
            >
              Download
            </Button>
          ) : (
            <Badge variant="light" color={sheet.status === 'failed' ? 'red' : 'gray'}>
              {sheet.status === 'failed' ? 'Failed' : 'In progress'}
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/** Makes the wall's products into a PDF, CSV or XLSX file and follows it until it downloads. */
export function LineSheetDownload({
  teamId,
  filters,
}: {
  teamId: string;
  filters: Partial<LineSheetFilters>;
}) {
  const [format, setFormat] = useState<LineSheetFormat>('pdf');
  const [current, setCurrent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const make = useMakeLineSheet(teamId);

  const submit = () => {
    setError(null);
    void runMutation(() => make.mutateAsync({ filters, format }), {
      toastSuccess: false,
      onSuccess: ({ data }) => setCurrent(data._id),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Stack gap="md">
      <LabelledSegmentedControl
        label="Format"
        hint={
          format === 'pdf'
            ? 'A cover, then six product cards a page: image, style number, colours, materials, prices and delivery.'
            : 'A row per product with its buyer details, to open in a spreadsheet.'
        }
        data={FORMAT_OPTIONS}
        value={format}
        onChange={(value) => setFormat(value as LineSheetFormat)}
      />
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button loading={make.isPending} onClick={submit}>
          Make the line sheet
        </Button>
      </Group>
      {current && <CurrentSheet id={current} />}
      <RecentSheets teamId={teamId} hide={current} />
    </Stack>
  );
}
