import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLayoutGrid } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { ColourLibrary } from '../../../features/colours/components/colour-library';
import { paths } from '../../../lib/paths';
import { TeamScoped } from './team-scoped';
import { useT } from '../../../lib/i18n';
import { useColourT } from '../../../features/colours/i18n';

/** /ColorLibrary (SPEC's route; the UI spells colour the British way): the team's colours as a list. */
export function ColorLibraryRoute() {
  const t = useT();
  const ct = useColourT();
  useDocumentTitle(`${t('nav.colourLibrary')} · Atelier`);
  return (
    <>
      <PageHeader
        title={t('nav.colourLibrary')}
        description={ct('description')}
        actions={
          <Button
            component={Link}
            to={paths.colorGrid}
            variant="default"
            leftSection={<IconLayoutGrid size={16} />}
          >
            {ct('gridView')}
          </Button>
        }
      />
      <TeamScoped what="colours">
        {(team) => <ColourLibrary key={team._id} team={team} />}
      </TeamScoped>
    </>
  );
}
