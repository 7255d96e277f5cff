import {
  writeDateWindow,
  type DateFormat,
  type LineSheetCard,
  type SharedLineSheet,
} from '@atelier/domain';
import {
  AspectRatio,
  Box,
  Button,
  Card,
  Center,
  ColorSwatch,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { IconPhotoOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { useLineSheetT } from '../i18n';

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };

/** A price as a buyer reads it, in the page's language: '€119.00', '119,00 €'. */
function price(amount: number | null, currency: string | null, locale: string) {
  if (amount === null) return '';
  return currency
    ? new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)
    : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        amount,
      );
}

function Line({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}{' '}
      </Text>
      {value}
    </Text>
  );
}

function SheetCard({ product, dateFormat }: { product: LineSheetCard; dateFormat: DateFormat }) {
  const ls = useLineSheetT();
  const { locale } = useLocale();
  const wholesale = price(product.wholesalePrice, product.currency, locale);
  const retail = price(product.retailPrice, product.currency, locale);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={product.name}
      h="100%"
    >
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          {product.image ? (
            <Image src={product.image} alt={product.name} fit="contain" bg="white" />
          ) : (
            <Box bg="gray.1" style={{ display: 'grid', placeItems: 'center' }}>
              <IconPhotoOff size={28} aria-label={ls('ls.card.noImage')} />
            </Box>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="md">
        <Title order={2} size="h4">
          {product.name}
        </Title>
        {product.styleNumber && (
          <Text size="sm" c="dimmed">
            {product.styleNumber}
          </Text>
        )}
        {product.colours.length > 0 && (
          // A buyer reads the colour's name; the swatch beside it is for the eye.
          <Group
            gap="xs"
            component="ul"
            aria-label={ls('ls.card.colours')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {product.colours.map((colour) => (
              <Group key={`${colour.name}${colour.hexCode}`} component="li" gap={4} wrap="nowrap">
                <ColorSwatch color={colour.hexCode} size={14} aria-hidden />
                <Text size="sm">{colour.name}</Text>
              </Group>
            ))}
          </Group>
        )}
        <Line
          label={ls('ls.card.materials')}
          value={[...product.fabrics, product.composition].filter(Boolean).join(' · ')}
        />
        <Line label={ls('ls.card.sizes')} value={product.sizes.join(', ')} />
        <Line label={ls('ls.card.wholesale')} value={wholesale} />
        <Line label={ls('ls.card.retail')} value={retail} />
        <Line
          label={ls('ls.card.delivery')}
          value={writeDateWindow(product.deliveryFrom, product.deliveryTo, dateFormat)}
        />
      </Stack>
    </Card>
  );
}

/** The next page of cards: asked for as the end of the list comes into view, or by a button. */
export interface MoreCards {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last ask failed: the button asks again. */
  failed: boolean;
  fetchNextPage: () => void;
}

/**
 * A live line sheet as a buyer sees it: the team, the title, and a card per product, the next
 * page loaded as the visitor scrolls to the end.
 */
export function SharedLineSheetView({
  sheet,
  products,
  more,
}: {
  sheet: SharedLineSheet;
  products: LineSheetCard[];
  more: MoreCards;
}) {
  const t = useT();
  const ls = useLineSheetT();
  const { ref, entry } = useIntersection({ rootMargin: '600px' });
  const { hasNextPage, isFetchingNextPage, failed, fetchNextPage } = more;
  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage && !failed) fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, failed, fetchNextPage]);

  return (
    <Stack gap="xl" maw={1280} mx="auto">
      <Group gap="md" wrap="nowrap">
        {sheet.team.logo && (
          <Image
            src={sheet.team.logo}
            alt={ls('ls.shared.logo', { team: sheet.team.name })}
            h={56}
            w="auto"
            fit="contain"
          />
        )}
        <Stack gap={2}>
          <Title order={1} size="h2">
            {sheet.title}
          </Title>
          <Text c="dimmed">
            {ls('ls.shared.summary', { team: sheet.team.name, count: sheet.total })}
          </Text>
        </Stack>
      </Group>
      {products.length === 0 ? (
        <Text>{ls('ls.shared.empty')}</Text>
      ) : (
        <Box>
          <SimpleGrid
            cols={GRID_COLS}
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
            aria-label={ls('ls.shared.products')}
          >
            {products.map((product) => (
              <li key={product._id}>
                <SheetCard product={product} dateFormat={sheet.dateFormat} />
              </li>
            ))}
          </SimpleGrid>
          <div ref={ref} />
          {hasNextPage && (
            <Stack align="center" mt="lg" gap="xs">
              {failed && (
                <Text size="sm" role="alert">
                  {ls('ls.shared.moreFailed')}
                </Text>
              )}
              <Center>
                {isFetchingNextPage ? (
                  <Loader size="sm" aria-label={ls('ls.shared.loadingMore')} />
                ) : (
                  <Button variant="default" onClick={fetchNextPage}>
                    {failed ? t('common.tryAgain') : t('wall.loadMore')}
                  </Button>
                )}
              </Center>
            </Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}
