import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { ColourGrid } from '../../../features/colours/components/colour-grid';
import { paths } from '../../../lib/paths';
import { TeamScoped } from './team-scoped';

/** /ColorLibrary/ColorGrid: the team's colours as swatches. */
export function ColorGridRoute() {
  useDocumentTitle('Colour Grid · Atelier');
  return (
    <>
      <PageHeader
        title="Colour Grid"
        description="Every colour of your team at a glance. Click a swatch to copy its hex code."
        back={{ to: paths.colorLibrary, label: 'Colour Library' }}
        actions={
          <Button
            component={Link}
            to={paths.colorLibrary}
            variant="default"
            leftSection={<IconList size={16} />}
          >
            List view
          </Button>
        }
      />
      <TeamScoped what="colours">{(team) => <ColourGrid key={team._id} team={team} />}</TeamScoped>
    </>
  );
}
