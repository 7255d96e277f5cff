import { useT } from '../../lib/i18n';
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
  const t = useT();
  return (
    <Select
      label={t('list.rowsPerPage')}
      data={PAGE_SIZES.map(String)}
      value={String(value)}
      onChange={(next) => next && onChange(Number(next) as PageSize)}
      allowDeselect={false}
      w={{ base: 'calc(50% - 6px)', xs: 130 }}
    />
  );
}
