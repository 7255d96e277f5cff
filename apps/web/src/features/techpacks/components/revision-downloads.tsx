import type { TechpackFileFormat, TechpackPaper, TechpackRevisionSummary } from '@atelier/domain';
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/form-errors';
import { useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { downloadTechpack } from '../api/download-techpack';
import { useTechPackT } from '../i18n';

/** The copy every download of the section makes: the paper, and whether costs are in it. */
export interface DownloadChoice {
  paper: TechpackPaper;
  costs: boolean;
}

interface RevisionDownloadsProps {
  productId: string;
  productName: string;
  revision: TechpackRevisionSummary;
  choice: DownloadChoice;
}

const LABELS: Record<TechpackFileFormat, string> = { pdf: 'PDF', xlsx: 'XLSX' };

/**
 * A revision's 'Download PDF' and 'Download XLSX': the button of the file being made spins (the
 * first download of a copy draws it), a refusal or a failure is said in a toast.
 */
export function RevisionDownloads({
  productId,
  productName,
  revision,
  choice,
}: RevisionDownloadsProps) {
  const t = useTechPackT();
  const [busy, setBusy] = useState<TechpackFileFormat | null>(null);
  const { language } = useLocale();
  const download = async (format: TechpackFileFormat) => {
    setBusy(format);
    try {
      await downloadTechpack(productId, productName, revision, format, { ...choice, language });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      {(['pdf', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          aria-label={t('tp.downloadLabel', {
            format: LABELS[format],
            revision: revision.revision,
            costs: choice.costs ? 'yes' : 'no',
          })}
          onClick={() => void download(format)}
        >
          {t('tp.download', { format: LABELS[format] })}
        </Button>
      ))}
    </Group>
  );
}
