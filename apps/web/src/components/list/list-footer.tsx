import { useT } from '../../lib/i18n';
import { Group, Pagination, Text } from '@mantine/core';

interface ListFooterProps {
  page: number;
  limit: number;
  total: number;
  /** What is counted, plural ("categories"). */
  noun: string;
  /** The count in the person's language ('1–10 of 42 products'); English with `noun` if absent. */
  describe?: (range: { first: number; last: number; total: number }) => string;
  onPageChange: (page: number) => void;
}

/** "11–20 of 42 categories" and the page buttons (only when there is more than one page). */
export function ListFooter({ page, limit, total, noun, describe, onPageChange }: ListFooterProps) {
  const t = useT();
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {describe ? describe({ first, last, total }) : `${first}–${last} of ${total} ${noun}`}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`list.control.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('list.page', { page: item }) })}
        />
      )}
    </Group>
  );
}
