import {
  API_BASE,
  type FactoryBomLine,
  type FactorySketch,
  type FactoryTechpack,
  type TechpackCallout,
  type TechpackColour,
  type TechpackFit,
  type TechpackSpec,
} from '@atelier/domain';
import {
  Badge,
  Button,
  ColorSwatch,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { pinPosition } from '../../../components/image-marks/image-point';
import { useFormat } from '../../../lib/format';
import { PSEUDO_LANGUAGE, useLocale, useT, type AppLanguage } from '../../../lib/i18n';
import classes from './factory-techpack.module.css';
import { useTechPackT } from '../i18n';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `techpack-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
    >
      <Title order={2} id={id} fz="h3" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** A sketch with its callouts' numbers where they were pinned, and their words beneath. */
function Sketch({ sketch, callouts }: { sketch: FactorySketch; callouts: TechpackCallout[] }) {
  const t = useTechPackT();
  const src = sketch.preview ?? sketch.url;
  const label =
    sketch.versionLabel ?? (sketch.version > 1 ? t('fac.version', { n: sketch.version }) : null);
  return (
    <Stack component="figure" gap="xs" m={0}>
      {src ? (
        <div className={classes.sketch}>
          <img
            src={src}
            alt={t('fac.sketchAlt', { name: sketch.name })}
            width={sketch.width ?? undefined}
            height={sketch.height ?? undefined}
          />
          {callouts.map((callout) => (
            <span
              key={callout.number}
              className={classes.callout}
              style={pinPosition(callout)}
              aria-hidden
            >
              {callout.number}
            </span>
          ))}
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          {t('fac.cannotShow', { name: sketch.name })}
        </Text>
      )}
      <Stack component="figcaption" gap={4}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {sketch.name}
          {label && (
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              · {label}
            </Text>
          )}
        </Text>
        {callouts.length > 0 && (
          <Stack
            component="ol"
            gap={4}
            p={0}
            m={0}
            aria-label={t('fac.calloutsOn', { name: sketch.name })}
            style={{ listStyle: 'none' }}
          >
            {callouts.map((callout) => (
              <Group component="li" key={callout.number} gap="xs" wrap="nowrap" align="flex-start">
                <Badge size="md" circle color="teal.9" aria-hidden style={{ flexShrink: 0 }}>
                  {callout.number}
                </Badge>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <VisuallyHidden component="span">{`${t('fac.calloutPrefix', { number: callout.number })} `}</VisuallyHidden>
                  {callout.text}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function SpecTable({ spec }: { spec: TechpackSpec }) {
  const t = useTechPackT();
  const tApp = useT();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('fac.measurementsIn', { unit: spec.unit, base: spec.baseSize })}
      </Text>
      <Table.ScrollContainer minWidth={Math.max(360, 260 + spec.sizes.length * 72)}>
        <Table fz="sm" striped withTableBorder aria-label={t('fac.gradedSpec')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{tApp('pom.code')}</Table.Th>
              <Table.Th scope="col">{tApp('spec.pom')}</Table.Th>
              <Table.Th scope="col">{tApp('fit.tolerance')}</Table.Th>
              {spec.sizes.map((size) => (
                <Table.Th scope="col" key={size} ta="right">
                  {size === spec.baseSize ? tApp('size.baseMark', { size }) : size}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {spec.rows.map((row) => (
              <Table.Tr key={row.pomId}>
                <Table.Td>{row.code}</Table.Td>
                <Table.Th scope="row" fw={500}>
                  {row.name}
                </Table.Th>
                <Table.Td>
                  −{row.toleranceShown.minus} / +{row.toleranceShown.plus}
                </Table.Td>
                {spec.sizes.map((size) => (
                  <Table.Td key={size} ta="right" fw={size === spec.baseSize ? 600 : undefined}>
                    {row.shown[size] ?? '—'}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Colour({ colour }: { colour: TechpackColour | null }) {
  const t = useTechPackT();
  if (!colour) return <Text size="sm">{t('fac.asStandard')}</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={colour.hexCode} size={14} aria-hidden />
      <Text size="sm">
        {colour.name}
        {colour.code && (
          <Text span size="sm" c="dimmed">
            {' '}
            {colour.code}
          </Text>
        )}
      </Text>
    </Group>
  );
}

function BomTable({
  label,
  lines,
  colourwayId,
}: {
  label: string;
  lines: FactoryBomLine[];
  colourwayId: string | null;
}) {
  const t = useTechPackT();
  const tApp = useT();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table fz="sm" striped withTableBorder aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{tApp('bom.material')}</Table.Th>
            <Table.Th scope="col">{tApp('bom.kind')}</Table.Th>
            <Table.Th scope="col">{tApp('bom.placement')}</Table.Th>
            <Table.Th scope="col">{tApp('bom.supplier')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {tApp('bom.quantity')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('fac.waste')}
            </Table.Th>
            {colourwayId && <Table.Th scope="col">{t('fac.colour')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line._id}>
              <Table.Th scope="row" fw={500}>
                {line.name}
              </Table.Th>
              <Table.Td>{tApp(`bom.kind.${line.kind}`)}</Table.Td>
              <Table.Td>{line.placement || '—'}</Table.Td>
              <Table.Td>{line.supplier || '—'}</Table.Td>
              <Table.Td ta="right">
                {line.quantity} {line.unit}
              </Table.Td>
              <Table.Td ta="right">{line.wastePercent}%</Table.Td>
              {colourwayId && (
                <Table.Td>
                  <Colour colour={line.colours[colourwayId] ?? null} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The bill of materials, one table per colourway (a line not used in one is left out of it). */
function Bom({ bom }: { bom: FactoryTechpack['bom'] }) {
  const t = useTechPackT();
  const tApp = useT();
  if (bom.lines.length === 0) return <Empty>{t('fac.noMaterials')}</Empty>;
  if (bom.colourways.length === 0)
    return <BomTable label={tApp('bom.title')} lines={bom.lines} colourwayId={null} />;
  return (
    <Stack gap="lg">
      {bom.colourways.map((colourway) => (
        <Stack key={colourway._id} gap="xs">
          <Group gap="xs">
            <Title order={3} fz="h4">
              {colourway.name}
            </Title>
            {colourway.colours.map((colour) => (
              <ColorSwatch key={colour._id} color={colour.hexCode} size={16} aria-hidden />
            ))}
          </Group>
          <BomTable
            label={t('fac.bomOf', { colourway: colourway.name })}
            lines={bom.lines.filter((line) => !line.notUsedIn.includes(colourway._id))}
            colourwayId={colourway._id}
          />
        </Stack>
      ))}
    </Stack>
  );
}

function Fits({ fits }: { fits: TechpackFit[] }) {
  const t = useTechPackT();
  const tApp = useT();
  const { formatDate } = useFormat();
  if (fits.length === 0) return <Empty>{t('fac.noFits')}</Empty>;
  return (
    <Stack
      component="ol"
      gap="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={tApp('fit.title')}
    >
      {fits.map((fit) => (
        <Stack component="li" key={fit._id} gap={6}>
          <Text size="sm" fw={600}>
            {t('fac.fitHead', { round: fit.round, size: fit.sampleSize })}
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              {t('fac.fitMeta', {
                date: formatDate(fit.arrivedAt ?? fit.createdAt),
                count: fit.measuredCount,
              })}
            </Text>
          </Text>
          {fit.outOfTolerance.length === 0 ? (
            <Text size="sm">{t('fac.allWithin')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table fz="sm" withTableBorder aria-label={t('fac.outOf', { round: fit.round })}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{tApp('spec.pom')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('fac.specCm')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('fac.measuredCm')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('fac.offBy')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {fit.outOfTolerance.map((point) => (
                    <Table.Tr key={point.code}>
                      <Table.Th scope="row" fw={500}>
                        {point.code} {point.name}
                      </Table.Th>
                      <Table.Td ta="right">{point.spec ?? '—'}</Table.Td>
                      <Table.Td ta="right">{point.measured ?? '—'}</Table.Td>
                      <Table.Td ta="right">{point.deviation ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * A released tech pack revision as the factory it was sent to reads it (issue 46 §7): who sent
 * it, the product, the revision and its date, then the sketches with their numbered callouts,
 * the graded spec, the bill of materials per colourway, the construction notes and the fit
 * history. The server sends no costs, so there are none to hide.
 */
/**
 * The factory's copy as a file, straight from the link (the token is the grant), its own words in
 * the language the page is shown in (the pseudo-locale asks for English).
 */
const fileUrl = (token: string, format: 'pdf' | 'xlsx', language: AppLanguage) =>
  `${API_BASE}/techpack-link/shared/${format}?${new URLSearchParams({
    token,
    language: language === PSEUDO_LANGUAGE ? 'en' : language,
  }).toString()}`;

export function FactoryTechpackView({ pack, token }: { pack: FactoryTechpack; token: string }) {
  const t = useTechPackT();
  const tApp = useT();
  const { formatDate } = useFormat();
  const { language } = useLocale();
  const { product } = pack;
  const details = [
    product.styleNumber && t('fac.style', { number: product.styleNumber }),
    product.season,
    [product.category, product.subCategory].filter(Boolean).join(' / '),
  ].filter(Boolean);
  const callouts = pack.construction.callouts;
  return (
    <Stack gap="lg" maw={1180} mx="auto">
      <Stack component="header" gap={6}>
        <Text size="sm" c="dimmed">
          {t('fac.sentBy', { team: pack.team.name, recipient: pack.recipient })}
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
          {product.name}
        </Title>
        <Group gap="xs">
          <Badge size="lg" radius="sm" variant="filled">
            {tApp('fit.revision', { revision: pack.revision })}
          </Badge>
          <Text size="sm">{t('fac.released', { date: formatDate(pack.releasedAt) })}</Text>
        </Group>
        {details.length > 0 && <Text size="sm">{details.join(' · ')}</Text>}
        {product.composition && (
          <Text size="sm">{t('fac.composition', { composition: product.composition })}</Text>
        )}
        {product.description && (
          <Text size="sm" className={classes.notes}>
            {product.description}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          <Button
            component="a"
            href={fileUrl(token, 'pdf', language)}
            download
            size="sm"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
          >
            {t('tp.download', { format: 'PDF' })}
          </Button>
          <Button
            component="a"
            href={fileUrl(token, 'xlsx', language)}
            download
            size="sm"
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          >
            {t('tp.download', { format: 'XLSX' })}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('fac.worksUntil', { date: formatDate(pack.expiresAt) })}
        </Text>
      </Stack>

      <Section title={t('fac.sketches')}>
        {pack.sketches.length === 0 ? (
          <Empty>{t('fac.noSketches')}</Empty>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {pack.sketches.map((sketch) => (
              <Sketch
                key={sketch.fileId}
                sketch={sketch}
                callouts={callouts.filter((callout) => callout.fileId === sketch.fileId)}
              />
            ))}
          </SimpleGrid>
        )}
      </Section>

      <Section title={t('fac.spec')}>
        {pack.spec && pack.spec.rows.length > 0 ? (
          <SpecTable spec={pack.spec} />
        ) : (
          <Empty>{t('fac.noMeasurements')}</Empty>
        )}
      </Section>

      <Section title={tApp('bom.title')}>
        <Bom bom={pack.bom} />
      </Section>

      <Section title={tApp('con.title')}>
        {pack.construction.notes.trim() ? (
          <Text size="sm" className={classes.notes}>
            {pack.construction.notes}
          </Text>
        ) : (
          <Empty>{t('fac.noNotes')}</Empty>
        )}
      </Section>

      <Section title={t('fac.fitHistory')}>
        <Fits fits={pack.fits} />
      </Section>
    </Stack>
  );
}
