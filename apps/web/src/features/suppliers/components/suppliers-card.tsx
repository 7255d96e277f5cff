import type { Supplier, Team } from '@atelier/domain';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingFactory2, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';

import { usePolicy } from '../../../lib/policy';
import { useSuppliers } from '../api/get-suppliers';
import { InviteSupplierModal } from './invite-supplier-modal';
import { useSupplierT } from '../i18n';

function SupplierRow({ supplier }: { supplier: Supplier }) {
  const t = useSupplierT();
  const nameId = useId();
  return (
    <Paper component="li" withBorder p="md" aria-labelledby={nameId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} id={nameId} style={{ overflowWrap: 'anywhere' }}>
            {supplier.name}
          </Text>
          <Badge variant="light" color="gray">
            {t('sup.products', { count: supplier.productCount })}
          </Badge>
        </Group>
        {supplier.people.length === 0 && supplier.invited.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('sup.nobody')}
          </Text>
        )}
        {supplier.people.map((person) => (
          <Text key={person._id} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {person.name}{' '}
            <Text span size="sm" c="dimmed">
              {person.email}
            </Text>
          </Text>
        ))}
        {supplier.invited.map((email) => (
          <Group key={email} gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Text>
            <Badge size="sm" variant="outline" color="gray">
              {t('sup.invited')}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The selected team's suppliers (issue 47 §1): the factories and mills it works with, who works
 * for each, who is invited, and how many products each is assigned. Not shown to a supplier's
 * own people, whose team policies are all false.
 */
export function SuppliersCard({ team }: { team: Team }) {
  const t = useSupplierT();
  const { canAddMember } = usePolicy(team);
  const isSupplier = team.supplier !== null;
  const suppliers = useSuppliers(team._id, { enabled: !isSupplier });
  const [inviting, setInviting] = useState(false);
  const titleId = useId();
  if (isSupplier) return null;
  return (
    <Paper
      withBorder
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby={titleId}
      mt="lg"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <div style={{ flex: '1 1 240px' }}>
            <Title order={2} fz="lg" id={titleId}>
              {t('sup.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sup.intro', { team: team.name })}
            </Text>
          </div>
          {canAddMember && (
            <Button
              size="sm"
              leftSection={<IconPlus size={16} />}
              onClick={() => setInviting(true)}
            >
              {t('sup.invite')}
            </Button>
          )}
        </Group>
        <QueryState
          query={suppliers}
          loading={<Skeleton height={80} role="status" aria-label={t('sup.loading')} />}
          errorTitle={t('sup.loadError')}
        >
          {(list) =>
            list.length === 0 ? (
              <Group gap="xs" c="dimmed" wrap="nowrap" py="xs">
                <IconBuildingFactory2 size={18} aria-hidden style={{ flex: 'none' }} />
                <Text size="sm">
                  {t('sup.none')}
                  {canAddMember && ` ${t('sup.noneHint')}`}
                </Text>
              </Group>
            ) : (
              <Stack component="ul" gap="sm" m={0} p={0} aria-labelledby={titleId}>
                {list.map((supplier) => (
                  <SupplierRow key={supplier._id} supplier={supplier} />
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
      <InviteSupplierModal
        teamId={team._id}
        teamName={team.name}
        opened={inviting}
        onClose={() => setInviting(false)}
      />
    </Paper>
  );
}
