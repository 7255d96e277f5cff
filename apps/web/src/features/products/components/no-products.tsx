import { Button } from '@mantine/core';
import { IconShirt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListEmpty } from '../../../components/list/list-empty';
import { useT } from '../../../lib/i18n';

/** The wall or table of teams without designs yet; it offers Create product where one may. */
export function NoProducts({ createTo }: { createTo: string | null }) {
  const t = useT();
  return (
    <ListEmpty
      icon={<IconShirt size={26} />}
      title={t('products.none')}
      description={t('products.noneDescription')}
      actions={
        createTo && (
          <Button component={Link} to={createTo}>
            {t('products.create')}
          </Button>
        )
      }
    />
  );
}
