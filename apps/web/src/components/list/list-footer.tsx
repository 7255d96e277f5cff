import { Group, Pagination, Text } from '@mantine/core';

interface ListFooterProps {
  page: number;
  limit: number;
  total: number;
  /** What is counted, plural ("categories"). */
  noun: string;
  onPageChange: (page: number) => void;
}

/** "11–20 of 42 categories" and the page buttons (only when there is more than one page). */
export function ListFooter({ page, limit, total, noun, onPageChange }: ListFooterProps) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {first}–{last} of {total} {noun}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
    </Group>
  );
}
