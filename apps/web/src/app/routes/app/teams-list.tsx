import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLayoutGrid, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { TeamsTable } from '../../../features/teams/components/teams-table';
import { paths } from '../../../lib/paths';

export function TeamsListRoute() {
  useDocumentTitle('Teams list · Atelier');
  return (
    <>
      <PageHeader
        title="Teams list"
        description="All your teams at a glance."
        actions={
          <>
            <Button
              component={Link}
              to={paths.teams}
              variant="default"
              leftSection={<IconLayoutGrid size={16} />}
            >
              Card view
            </Button>
            <Button component={Link} to={paths.createTeam} leftSection={<IconPlus size={16} />}>
              Create Team
            </Button>
          </>
        }
      />
      <TeamsTable />
    </>
  );
}
