import type { Product } from '@atelier/domain';
import {
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/form-errors';

import { toast } from '../../../lib/toast';
import { useSuppliers } from '../api/get-suppliers';
import { useAssignSuppliers, useProductSuppliers } from '../api/product-suppliers';
import { useSupplierT } from '../i18n';
import { serverText } from '../../../lib/server-texts/server-text';

/** Choosing the suppliers, for whoever may share the product: assigning is sharing. */
function AssignForm({ product, assigned }: { product: Product; assigned: string[] }) {
  const t = useSupplierT();
  const suppliers = useSuppliers(product.teamId);
  const assign = useAssignSuppliers(product._id);
  const [chosen, setChosen] = useState(assigned);
  const [error, setError] = useState<string | null>(null);
  const changed = chosen.length !== assigned.length || chosen.some((id) => !assigned.includes(id));
  const save = async () => {
    setError(null);
    try {
      const answer = await assign.mutateAsync(chosen);
      toast.success(serverText(answer));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const options = (suppliers.data ?? []).map((supplier) => ({
    value: supplier._id,
    label: supplier.name,
  }));
  const noSuppliers = suppliers.isSuccess && options.length === 0;
  return (
    <Stack gap="xs">
      <MultiSelect
        label={t('sup.whoSees')}
        description={noSuppliers ? t('sup.noTeamSuppliers') : t('sup.whoSeesHint')}
        data={options}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setError(null);
        }}
        placeholder={chosen.length === 0 ? t('sup.choose') : undefined}
        searchable
        clearable
        disabled={suppliers.isPending || noSuppliers}
        error={
          error ??
          (suppliers.isError
            ? t('sup.loadErrorWith', { message: errorMessage(suppliers.error) })
            : null)
        }
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="flex-end">
        <Button
          size="xs"
          onClick={() => void save()}
          loading={assign.isPending}
          disabled={!changed}
        >
          {t('sup.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The suppliers a product is assigned to (issue 47 §1): read by whoever sees the product, chosen
 * by whoever may share it.
 */
export function ProductSuppliersSection({ product }: { product: Product }) {
  const t = useSupplierT();
  const titleId = useId();
  const assigned = useProductSuppliers(product._id);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('sup.title')}
        </Title>
        <QueryState
          query={assigned}
          loading={<Skeleton height={36} role="status" aria-label={t('sup.loading')} />}
          errorTitle={t('sup.loadError')}
        >
          {(list) =>
            product.policies.share ? (
              <AssignForm
                key={list.map((supplier) => supplier._id).join()}
                product={product}
                assigned={list.map((supplier) => supplier._id)}
              />
            ) : list.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('sup.nobodySees')}
              </Text>
            ) : (
              <Group gap="xs">
                {list.map((supplier) => (
                  <Badge key={supplier._id} variant="light" color="gray">
                    {supplier.name}
                  </Badge>
                ))}
              </Group>
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}
