import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { ColourGrid } from '../../../features/colours/components/colour-grid';
import { paths } from '../../../lib/paths';
import { TeamScoped } from './team-scoped';
import { useT } from '../../../lib/i18n';
import { useColourT } from '../../../features/colours/i18n';

/** /ColorLibrary/ColorGrid: the team's colours as swatches. */
export function ColorGridRoute() {
  const t = useT();
  const ct = useColourT();
  useDocumentTitle(`${ct('grid.title')} · Atelier`);
  return (
    <>
      <PageHeader
        title={ct('grid.title')}
        description={ct('grid.description')}
        back={{ to: paths.colorLibrary, label: t('nav.colourLibrary') }}
        actions={
          <Button
            component={Link}
            to={paths.colorLibrary}
            variant="default"
            leftSection={<IconList size={16} />}
          >
            {ct('grid.listView')}
          </Button>
        }
      />
      <TeamScoped what="colours">{(team) => <ColourGrid key={team._id} team={team} />}</TeamScoped>
    </>
  );
}
