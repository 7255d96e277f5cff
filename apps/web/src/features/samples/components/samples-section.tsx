import type { Product } from '@atelier/domain';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { useT } from '../../../lib/i18n';
import { useProductSamples } from '../api/samples';
import { useLiveSamples } from '../hooks/use-live-samples';
import { RequestSampleModal, type SampleRequestOptions } from './request-sample-modal';
import { SampleCard } from './sample-card';

interface SamplesSectionProps {
  product: Product;
  forSupplier: boolean;
  /** The request form's choices, from the features that own them (the app passes it). */
  useRequestOptions?: (product: Product, enabled: boolean) => SampleRequestOptions;
}

const NO_OPTIONS = (): SampleRequestOptions => ({
  suppliers: [],
  revisions: [],
  sizes: [],
  isLoading: false,
});

/**
 * A product's sample requests (issue 47 §3): the team asks its suppliers for a sample of a round
 * and receives it; a supplier's person answers the requests of their own supplier.
 */
export function SamplesSection({
  product,
  forSupplier,
  useRequestOptions = NO_OPTIONS,
}: SamplesSectionProps) {
  const t = useT();
  const titleId = useId();
  const samples = useProductSamples(product._id);
  useLiveSamples();
  const [requesting, setRequesting] = useState(false);
  const canRequest = !forSupplier && product.policies.edit;
  const options = useRequestOptions(product, canRequest);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={titleId}>
            {t('samples.title')}
          </Title>
          {canRequest && (
            <Button
              size="sm"
              leftSection={<IconPackage size={16} />}
              onClick={() => setRequesting(true)}
            >
              {t('samples.request.open')}
            </Button>
          )}
        </Group>
        <QueryState
          query={samples}
          loading={<Skeleton height={64} role="status" aria-label={t('samples.loading')} />}
          errorTitle={t('samples.loadError')}
        >
          {(list) =>
            list.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t(forSupplier ? 'samples.empty.supplier' : 'samples.empty.team')}
              </Text>
            ) : (
              <Stack gap="sm">
                {list.map((sample) => (
                  <SampleCard key={sample._id} sample={sample} forSupplier={forSupplier} />
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
      {canRequest && (
        <RequestSampleModal
          productId={product._id}
          teamId={product.teamId}
          options={options}
          opened={requesting}
          onClose={() => setRequesting(false)}
        />
      )}
    </Card>
  );
}
