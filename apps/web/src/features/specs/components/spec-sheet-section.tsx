import { Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { usePoms } from '../../../api/get-poms';
import { useSizeRanges } from '../../../api/get-size-ranges';
import { SectionCard } from '../../../components/ui/section-card';
import { QueryState } from '../../../components/ui/query-state';
import { useT } from '../../../lib/i18n';
import { useSpec } from '../api/get-spec';
import { useLiveSpec } from '../hooks/use-live-spec';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { draftOf, type Draft } from '../lib/draft';
import { SpecEditor } from './spec-editor';
import { SpecGrid, type OtherEditor } from './spec-grid';
import { SpecGridPhone } from './spec-grid-phone';
import { useOthersEditing } from '../hooks/use-others-editing';
import { FitSessions } from './fit-sessions';
import { SpecRevisions } from './spec-revisions';
import { SpecTransfer } from './spec-transfer';
import { useSpecT } from '../i18n';

interface SpecSheetSectionProps {
  productId: string;
  /** Names an exported file, as the server names it. */
  productName: string;
  teamId: string;
}

function Loading() {
  const t = useT();
  return (
    <Stack gap="xs" role="status" aria-label={t('product.loadingSpecSheet')}>
      <Skeleton height={36} width={320} />
      <Skeleton height={180} />
    </Stack>
  );
}

const LOADING = <Loading />;

/** The sheet for those who may only read it: one size at a time on a phone, as when editing. */
function ReadOnlyGrid({ draft, others }: { draft: Draft; others: readonly OtherEditor[] }) {
  const isPhone = usePhoneLayout();
  return isPhone ? (
    <SpecGridPhone draft={draft} editing={null} others={others} />
  ) : (
    <SpecGrid draft={draft} editing={null} others={others} />
  );
}

/**
 * The product's spec sheet (issue 45): its points of measure × sizes, edited like a spreadsheet
 * by those who may edit the product and read by the others, with its revisions below.
 */
export function SpecSheetSection({ productId, productName, teamId }: SpecSheetSectionProps) {
  const t = useSpecT();
  const tApp = useT();
  const spec = useSpec(productId);
  useLiveSpec(productId);
  const othersEditing = useOthersEditing();
  const canEdit = spec.data?.policies.edit ?? false;
  const poms = usePoms(teamId, { enabled: canEdit });
  const ranges = useSizeRanges(teamId, { enabled: canEdit });
  // The editor keeps its own copy while someone types: an applied import or fit restarts it.
  const [restarts, setRestarts] = useState(0);

  return (
    <SectionCard
      title={t('spec.title')}
      action={
        spec.data && (
          <SpecTransfer
            productId={productId}
            productName={productName}
            revision={spec.data.revision}
            canExport={spec.data.rows.length > 0}
            canImport={canEdit}
            onImported={() => setRestarts((count) => count + 1)}
          />
        )
      }
    >
      <QueryState query={spec} loading={LOADING} errorTitle={t('spec.loadError')}>
        {(sheet) =>
          sheet.policies.edit ? (
            poms.isError ? (
              <QueryState query={poms} loading={LOADING} errorTitle={t('spec.pomsError')}>
                {() => null}
              </QueryState>
            ) : ranges.isError ? (
              <QueryState query={ranges} loading={LOADING} errorTitle={tApp('spec.rangesError')}>
                {() => null}
              </QueryState>
            ) : poms.data && ranges.data ? (
              <SpecEditor
                key={restarts}
                productId={productId}
                sheet={sheet}
                poms={poms.data}
                sizeRanges={ranges.data}
              />
            ) : (
              LOADING
            )
          ) : sheet.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('spec.none')}
            </Text>
          ) : (
            <ReadOnlyGrid draft={draftOf(sheet)} others={othersEditing.others} />
          )
        }
      </QueryState>
      {spec.data && spec.data.revision > 0 && (
        <SpecRevisions productId={productId} unit={spec.data.unit} />
      )}
      {spec.data && spec.data.revision > 0 && (
        <FitSessions
          productId={productId}
          teamId={teamId}
          sheet={spec.data}
          onApplied={() => setRestarts((count) => count + 1)}
        />
      )}
    </SectionCard>
  );
}
