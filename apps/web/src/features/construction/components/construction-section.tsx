import type { Callout, Construction, ConstructionImage } from '@atelier/domain';
import { Anchor, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconNeedleThread } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListEmpty } from '../../../components/list/list-empty';
import { QueryState } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { pinPosition } from '../../../components/image-marks/image-point';
import { useT } from '../../../lib/i18n';
import { productImageUrl } from '../../../lib/paths';
import { useConstruction } from '../api/get-construction';
import { useLiveConstruction } from '../hooks/use-live-construction';
import { calloutName } from './callout-marks';
import { ConstructionNotes } from './construction-notes';
import classes from './callouts.module.css';
import { useConstructionT } from '../i18n';

function Loading() {
  const t = useT();
  return (
    <Stack gap="xs" role="status" aria-label={t('product.loadingConstruction')}>
      <Skeleton height={120} />
      <Skeleton height={80} />
    </Stack>
  );
}

const LOADING = <Loading />;

/**
 * A product's construction details (issue 46 §4) on its page: the sketches that carry callouts
 * with their numbers over them, the callouts' texts by number, and the free construction notes.
 * Callouts are placed on the image page (switch to Callouts).
 */
export function ConstructionSection({ productId }: { productId: string }) {
  const t = useConstructionT();
  const tApp = useT();
  const construction = useConstruction(productId);
  useLiveConstruction(productId);
  return (
    <SectionCard title={tApp('con.title')}>
      <QueryState query={construction} loading={LOADING} errorTitle={t('con.loadError')}>
        {(data) => <ConstructionDetails productId={productId} construction={data} />}
      </QueryState>
    </SectionCard>
  );
}

function ConstructionDetails({
  productId,
  construction,
}: {
  productId: string;
  construction: Construction;
}) {
  const t = useConstructionT();
  const { callouts, images } = construction;
  const empty = callouts.length === 0 && construction.notes.trim() === '';
  return (
    <Stack gap="lg">
      {callouts.length === 0 ? (
        empty || construction.policies.edit ? (
          <ListEmpty
            icon={<IconNeedleThread size={26} />}
            title={t('con.empty')}
            description={construction.policies.edit ? t('con.emptyEdit') : t('con.emptyRead')}
          />
        ) : null
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {images.map((image) => (
              <Sketch
                key={image.fileId}
                productId={productId}
                image={image}
                callouts={callouts.filter((callout) => callout.fileId === image.fileId)}
              />
            ))}
          </SimpleGrid>
          <Stack gap={6}>
            <Title order={3} fz="md">
              {t('con.callouts')}
            </Title>
            <ol className={classes.list} aria-label={t('con.callouts')}>
              {callouts.map((callout) => (
                <li key={callout._id} style={{ display: 'flex', gap: 8, padding: '4px 0' }}>
                  <span className={classes.number} aria-hidden>
                    {callout.number}
                  </span>
                  <Text size="sm" className={classes.text}>
                    <VisuallyHidden component="span">Callout {callout.number}: </VisuallyHidden>
                    {callout.text}
                    {images.length > 1 && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        · {images.find((image) => image.fileId === callout.fileId)?.name}
                      </Text>
                    )}
                  </Text>
                </li>
              ))}
            </ol>
          </Stack>
        </>
      )}
      <ConstructionNotes productId={productId} construction={construction} />
    </Stack>
  );
}

interface SketchProps {
  productId: string;
  image: ConstructionImage;
  callouts: Callout[];
}

/** An image at thumbnail size with its callouts' numbers where they are pinned. */
function Sketch({ productId, image, callouts }: SketchProps) {
  const t = useConstructionT();
  const src = image.preview ?? image.thumbnail;
  return (
    <Stack gap={4}>
      <figure className={classes.sketch}>
        {src ? (
          <img src={src} alt={image.name} className={classes.sketchImage} loading="lazy" />
        ) : (
          <Skeleton height={120} aria-label={t('con.previewing', { name: image.name })} />
        )}
        {src &&
          callouts.map((callout) => (
            <span
              key={callout._id}
              className={classes.marker}
              style={pinPosition(callout)}
              role="img"
              aria-label={calloutName(callout, t)}
            >
              {callout.number}
            </span>
          ))}
      </figure>
      <Anchor component={Link} to={productImageUrl(productId, image.fileId)} size="xs">
        {t('con.open', { name: image.name })}
      </Anchor>
    </Stack>
  );
}
