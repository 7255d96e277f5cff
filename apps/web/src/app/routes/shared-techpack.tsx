import { messages } from '@atelier/domain';
import { Box, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconClockOff, IconLinkOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { DeadEnd } from '../../components/ui/dead-end';
import { useSharedTechpack } from '../../features/techpacks/api/techpack-links';
import { FactoryTechpackView } from '../../features/techpacks/components/factory-techpack-view';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/form-errors';
import { paths } from '../../lib/paths';

/** Why a link opens nothing: withdrawn, expired, or not a tech pack link at all. */
function refusalTitle(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 410) {
    return 'This link does not open a tech pack';
  }
  return error.message === messages.techpackLinkExpired
    ? 'This link has expired'
    : 'This link was withdrawn';
}

/**
 * /techpack/{token}: a released tech pack revision sent to a factory, for anyone holding the
 * link, signed in or not. The token is the grant; the page shows that revision only.
 */
export function SharedTechpackRoute() {
  const { token = '' } = useParams();
  const pack = useSharedTechpack(token);
  useDocumentTitle(
    pack.data
      ? `${pack.data.product.name} · revision ${pack.data.revision} · Atelier`
      : 'Tech pack · Atelier',
  );
  const expired =
    pack.error instanceof ApiError && pack.error.message === messages.techpackLinkExpired;
  return (
    <Box mih="100vh" bg="var(--atelier-canvas)">
      <Group component="header" px={{ base: 'md', sm: 'xl' }} h={64} bg="white">
        <BrandLogo to={paths.login} />
      </Group>
      <Box component="main" p={{ base: 'sm', sm: 'xl' }}>
        {pack.isPending ? (
          <Stack gap="md" maw={1180} mx="auto">
            <VisuallyHidden role="status">Loading the tech pack</VisuallyHidden>
            <Skeleton height={40} width="40%" aria-hidden />
            <Skeleton height={320} aria-hidden />
          </Stack>
        ) : pack.isError ? (
          <DeadEnd
            icon={expired ? <IconClockOff size={34} /> : <IconLinkOff size={34} />}
            title={refusalTitle(pack.error)}
            backTo={paths.login}
            backLabel="Go to the home page"
          >
            <Text maw={460}>{errorMessage(pack.error) || messages.techpackLinkInvalid}</Text>
          </DeadEnd>
        ) : (
          <FactoryTechpackView pack={pack.data} token={token} />
        )}
      </Box>
    </Box>
  );
}
