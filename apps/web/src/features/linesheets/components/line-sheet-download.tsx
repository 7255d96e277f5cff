import {
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
import { PSEUDO_LANGUAGE, useLocale } from '../../../lib/i18n';
import { runMutation } from '../../../lib/run-mutation';
import { useLineSheet, useMakeLineSheet, useRecentLineSheets } from '../api/linesheets';
import { useLineSheetT } from '../i18n';

const FORMAT_OPTIONS = LINESHEET_FORMATS.map((format) => ({
  value: format,
  label: format.toUpperCase(),
}));

/** A sheet's state in a line: drawing with its progress, ready to download, or what went wrong. */
function SheetState({ sheet }: { sheet: LineSheet }) {
  const ls = useLineSheetT();
  if (sheet.status === 'ready' && sheet.resultUrl) {
    return (
      <Button
        component="a"
        href={sheet.resultUrl}
        download={sheet.fileName}
        leftSection={<IconDownload size={16} />}
      >
        {ls('ls.download.format', { format: sheet.format.toUpperCase() })}
      </Button>
    );
  }
  if (sheet.status === 'failed') {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={ls('ls.failed.title')}>
        {sheet.error}
      </Alert>
    );
  }
  const value = sheet.productCount ? Math.round((sheet.done / sheet.productCount) * 100) : 0;
  const label =
    sheet.status === 'queued'
      ? ls('ls.progress.queued')
      : ls('ls.progress.drawing', { done: sheet.done, count: sheet.productCount });
  return (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        {label}
      </Text>
      <Progress value={value} animated aria-label={ls('ls.progress.label')} />
    </Stack>
  );
}

function CurrentSheet({ id }: { id: string }) {
  const ls = useLineSheetT();
  const sheet = useLineSheet(id);
  if (sheet.isError) return <QueryError query={sheet} />;
  if (!sheet.data) return <Progress value={0} animated aria-label={ls('ls.progress.label')} />;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {ls('ls.sheet.summary', {
            format: ls(`ls.formatName.${sheet.data.format}`),
            count: sheet.data.productCount,
          })}
        </Text>
        <SheetState sheet={sheet.data} />
        {sheet.data.productCount >= 100 && sheet.data.status !== 'ready' && (
          <Text size="xs" c="dimmed">
            {ls('ls.mailed')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function RecentSheets({ teamId, hide }: { teamId: string; hide: string | null }) {
  const ls = useLineSheetT();
  const recent = useRecentLineSheets(teamId);
  const { formatDateTime } = useFormat();
  const sheets = recent.data?.filter((sheet) => sheet._id !== hide) ?? [];
  if (recent.isError) return <QueryError query={recent} />;
  if (sheets.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {ls('ls.recent.title')}
      </Text>
      {sheets.map((sheet) => (
        <Group key={sheet._id} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFileSpreadsheet size={18} aria-hidden />
            <Text size="sm" truncate>
              {ls('ls.recent.line', {
                format: sheet.format.toUpperCase(),
                count: sheet.productCount,
                date: formatDateTime(sheet.createdAt),
              })}
            </Text>
          </Group>
          {sheet.status === 'ready' && sheet.resultUrl ? (
            <Button
              component="a"
              size="xs"
              variant="default"
              href={sheet.resultUrl}
              download={sheet.fileName}
              aria-label={ls('ls.recent.downloadLabel', {
                format: sheet.format.toUpperCase(),
                date: formatDateTime(sheet.createdAt),
              })}
            >
              {ls('ls.recent.download')}
            </Button>
          ) : (
            <Badge variant="light" color={sheet.status === 'failed' ? 'red' : 'gray'}>
              {sheet.status === 'failed' ? ls('ls.recent.failed') : ls('ls.recent.inProgress')}
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
  const ls = useLineSheetT();
  // The file's own words are in the language this page is shown in (the pseudo-locale is English).
  const { language } = useLocale();
  const fileLanguage = language === PSEUDO_LANGUAGE ? 'en' : language;

  const submit = () => {
    setError(null);
    void runMutation(() => make.mutateAsync({ filters, format, language: fileLanguage }), {
      toastSuccess: false,
      onSuccess: ({ data }) => setCurrent(data._id),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Stack gap="md">
      <LabelledSegmentedControl
        label={ls('ls.format.label')}
        hint={format === 'pdf' ? ls('ls.format.hintPdf') : ls('ls.format.hintRows')}
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
          {ls('ls.make')}
        </Button>
      </Group>
      {current && <CurrentSheet id={current} />}
      <RecentSheets teamId={teamId} hide={current} />
    </Stack>
  );
}
