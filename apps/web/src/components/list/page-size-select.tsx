import { PAGE_SIZES, type PageSize } from '@atelier/domain';
import { Select } from '@mantine/core';

/** Rows per page of a server-paginated list: 10, 50 or 100 (DESIGN §3). */
export function PageSizeSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (limit: PageSize) => void;
}) {
  return (
    <Select
      label="Rows per page"
      data={PAGE_SIZES.map(String)}
      value={String(value)}
      onChange={(next) => next && onChange(Number(next) as PageSize)}
      allowDeselect={false}
      w={{ base: 'calc(50% - 6px)', xs: 130 }}
    />
  );
}
