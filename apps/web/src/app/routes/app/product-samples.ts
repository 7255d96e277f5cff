import type { Product } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import type { SampleRequestOptions } from '../../../features/samples/components/request-sample-modal';
import { specQueryOptions } from '../../../features/specs/api/get-spec';
import { useProductSuppliers } from '../../../features/suppliers/api/product-suppliers';
import { techpacksQueryOptions } from '../../../features/techpacks/api/get-techpacks';
import { useT } from '../../../lib/i18n';

/**
 * What a sample request chooses from (the samples feature's hook): the product's suppliers, its
 * released tech pack revisions and its spec sheet's sizes, each read by the feature that owns it.
 */
export function useSampleRequestOptions(product: Product, enabled: boolean): SampleRequestOptions {
  const suppliers = useProductSuppliers(product._id, { enabled });
  const revisions = useQuery({ ...techpacksQueryOptions(product._id), enabled });
  const spec = useQuery({ ...specQueryOptions(product._id), enabled });
  const t = useT();
  return {
    suppliers: (suppliers.data ?? []).map((supplier) => ({
      value: supplier._id,
      label: supplier.name,
    })),
    revisions: (revisions.data ?? []).map((revision) => ({
      value: revision._id,
      label: [t('samples.techpack', { revision: revision.revision }), revision.note]
        .filter(Boolean)
        .join(' · '),
    })),
    sizes: spec.data?.sizes ?? [],
    isLoading: suppliers.isPending || revisions.isPending,
  };
}
