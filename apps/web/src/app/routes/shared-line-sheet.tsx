import { messages } from '@atelier/domain';
import { Box, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLinkOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { DeadEnd } from '../../components/ui/dead-end';
import { useSharedLineSheet } from '../../features/linesheets/api/linesheets';
import { SharedLineSheetView } from '../../features/linesheets/components/shared-line-sheet-view';
import { useLineSheetT } from '../../features/linesheets/i18n';
import { errorMessage } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/**
 * /linesheet/{token}: a live line sheet, for anyone holding the link, signed in or not, in the
 * visitor's language (their saved one, else the one last shown on this browser, else the
 * browser's).
 */
export function SharedLineSheetRoute() {
  const t = useT();
  const ls = useLineSheetT();
  const { token = '' } = useParams();
  const sheet = useSharedLineSheet(token);
  const first = sheet.data?.pages[0];
  useDocumentTitle(`${first?.title ?? t('wall.lineSheet')} · Atelier`);
  return (
    <Box mih="100vh" bg="var(--atelier-canvas)">
      <Group component="header" px={{ base: 'md', sm: 'xl' }} h={64} bg="white">
        <BrandLogo to={paths.login} />
      </Group>
      <Box component="main" p={{ base: 'md', sm: 'xl' }}>
        {sheet.isPending ? (
          <Stack gap="md" maw={1280} mx="auto">
            <VisuallyHidden role="status">{ls('ls.shared.loading')}</VisuallyHidden>
            <Skeleton height={40} width="40%" aria-hidden />
            <Skeleton height={320} aria-hidden />
          </Stack>
        ) : !first ? (
          <DeadEnd
            icon={<IconLinkOff size={34} />}
            title={ls('ls.shared.deadTitle')}
            backTo={paths.login}
            backLabel={ls('ls.shared.home')}
          >
            <Text maw={460}>{errorMessage(sheet.error) || messages.lineSheetLinkInvalid}</Text>
          </DeadEnd>
        ) : (
          <SharedLineSheetView
            sheet={first}
            products={sheet.data?.pages.flatMap((page) => page.products) ?? []}
            more={{
              hasNextPage: sheet.hasNextPage,
              isFetchingNextPage: sheet.isFetchingNextPage,
              failed: sheet.isFetchNextPageError,
              fetchNextPage: () => void sheet.fetchNextPage(),
            }}
          />
        )}
      </Box>
    </Box>
  );
}
