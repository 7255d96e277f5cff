import type { MeasureUnit } from '@atelier/domain';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import type { PadFields, PadTyping } from '../hooks/use-pad-entry';
import type { PendingPoint } from '../hooks/use-pending-fit';
import { showCentimetres, showDeviation } from '../lib/fit';
import { useSpecT } from '../i18n';
import {
  PointField,
  PointNotes,
  ToleranceStatus,
  type FitLine,
  type FitPointProps,
} from './fit-point';

interface FitCardsProps {
  lines: readonly FitLine[];
  /** Each point's writes still in the outbox. */
  points: ReadonlyMap<string, PendingPoint>;
  unit: MeasureUnit;
  sampleSize: string;
  canEdit: boolean;
  /** The pad's field being typed in (`${field} ${pomId}`), given to its point's card only. */
  typing: PadTyping | null;
  pad: PadFields;
  onSave: FitPointProps['onSave'];
}

/**
 * A fit session on a phone (issue 48 §2): a card per point of measure instead of a table that
 * scrolls sideways, so whoever measures sees the point, its spec and tolerance and both
 * measurements at once, each a 52 px field for the thumb's number pad.
 */
export function FitCards({ lines, points, typing, ...shared }: FitCardsProps) {
  const t = useSpecT();
  const typingPoint = typing?.id.split(' ')[1];
  return (
    <Stack
      gap="xs"
      component="ol"
      aria-label={t('fit.measurements')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {lines.map((line) => (
        <FitCard
          key={line.pomId}
          line={line}
          pending={points.get(line.pomId)}
          typing={typingPoint === line.pomId ? typing : null}
          isPhone
          {...shared}
        />
      ))}
    </Stack>
  );
}

/** One point's card; drawn again only when its own props change (see FitPointProps). */
const FitCard = memo(function FitCard(props: FitPointProps & { sampleSize: string }) {
  const { line, unit, sampleSize } = props;
  const t = useSpecT();
  const tApp = useT();
  const out = line.latest?.outOfTolerance ?? false;
  const deviation = showDeviation(line.latest?.deviation ?? null, unit);
  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      bg={out ? 'red.0' : undefined}
      aria-label={`${line.code} ${line.name}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Text size="sm" fw={600}>
              {line.code}
            </Text>
            <Text size="xs" c="dimmed">
              {line.name}
            </Text>
          </div>
          <ToleranceStatus row={line.latest} />
        </Group>
        <Text size="xs">
          {t('fit.specFor', { size: sampleSize })}: {showCentimetres(line.spec, unit) || '—'}
          {' · '}
          {tApp('fit.tolerance')}: −{showCentimetres(line.tolerance.minus, unit)} / +
          {showCentimetres(line.tolerance.plus, unit)}
          {deviation && ` · ${t('fit.deviation')}: ${deviation}`}
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          <LabelledField label={t('fit.supplier')}>
            <PointField {...props} field="supplier" label={t('fit.field.supplier')} />
          </LabelledField>
          <LabelledField label={t('fit.own')}>
            <PointField {...props} field="own" label={t('fit.field.own')} />
          </LabelledField>
          <LabelledField label={t('fit.revised')}>
            <PointField {...props} field="revised" label={t('fit.field.revised')} />
          </LabelledField>
        </SimpleGrid>
        <PointField {...props} field="comment" label={t('fit.field.comment')} />
        <PointNotes line={line} pending={props.pending} unit={unit} />
      </Stack>
    </Card>
  );
});

/** A column's heading over its field: the field's own label stays `${code} ${field}` for readers. */
function LabelledField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" aria-hidden>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
