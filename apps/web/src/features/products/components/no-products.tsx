import { Button } from '@mantine/core';
import { IconShirt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListEmpty } from '../../../components/list/list-empty';

/** The wall or table of teams without designs yet; it offers Create product where one may. */
export function NoProducts({ createTo }: { createTo: string | null }) {
  return (
    <ListEmpty
      icon={<IconShirt size={26} />}
      title="No products yet"
      description="Products are the team’s designs, with their images and files."
      actions={
        createTo && (
          <Button component={Link} to={createTo}>
            Create product
          </Button>
        )
      }
    />
  );
}
