import type { FitRow, MeasureUnit } from '@atelier/domain';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { showCentimetres, showDeviation } from '../lib/fit';
import { useSpecT } from '../i18n';

/** What a card shows of one point of measure: the sheet's and the session's, in centimetres. */
export interface FitCardLine {
  pomId: string;
  code: string;
  name: string;
  spec: number | null;
  tolerance: { minus: number; plus: number };
  latest: FitRow | null;
}

type Field = 'supplier' | 'own' | 'revised' | 'comment';

interface FitCardsProps {
  lines: readonly FitCardLine[];
  unit: MeasureUnit;
  sampleSize: string;
  /** A field of a point, as the session view makes it (the number pad's at phone width). */
  input: (line: FitCardLine, field: Field, label: string) => ReactNode;
  /** Within or out of tolerance, as the table says it. */
  status: (line: FitCardLine) => ReactNode;
  /** Under the point's name: its earlier entries, a conflict waiting for them. */
  extra: (line: FitCardLine) => ReactNode;
}

/**
 * A fit session on a phone (issue 48 §2): a card per point of measure instead of a table that
 * scrolls sideways, so whoever measures sees the point, its spec and tolerance and both
 * measurements at once, each a 52 px field for the thumb's number pad.
 */
export function FitCards({ lines, unit, sampleSize, input, status, extra }: FitCardsProps) {
  const t = useSpecT();
  const tApp = useT();
  return (
    <Stack
      gap="xs"
      component="ol"
      aria-label={t('fit.measurements')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {lines.map((line) => {
        const out = line.latest?.outOfTolerance ?? false;
        const deviation = showDeviation(line.latest?.deviation ?? null, unit);
        return (
          <Card
            key={line.pomId}
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
                {status(line)}
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
                  {input(line, 'supplier', t('fit.field.supplier'))}
                </LabelledField>
                <LabelledField label={t('fit.own')}>
                  {input(line, 'own', t('fit.field.own'))}
                </LabelledField>
                <LabelledField label={t('fit.revised')}>
                  {input(line, 'revised', t('fit.field.revised'))}
                </LabelledField>
              </SimpleGrid>
              {input(line, 'comment', t('fit.field.comment'))}
              {extra(line)}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

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
