import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLayoutGrid } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { ColourLibrary } from '../../../features/colours/components/colour-library';
import { paths } from '../../../lib/paths';
import { TeamScoped } from './team-scoped';

/** /ColorLibrary (SPEC's route; the UI spells colour the British way): the team's colours as a list. */
export function ColorLibraryRoute() {
  useDocumentTitle('Colour Library · Atelier');
  return (
    <>
      <PageHeader
        title="Colour Library"
        description="The colours your team designs with: name, code and hex, and your favourites."
        actions={
          <Button
            component={Link}
            to={paths.colorGrid}
            variant="default"
            leftSection={<IconLayoutGrid size={16} />}
          >
            Grid view
          </Button>
        }
      />
      <TeamScoped what="colours">
        {(team) => <ColourLibrary key={team._id} team={team} />}
      </TeamScoped>
    </>
  );
}
