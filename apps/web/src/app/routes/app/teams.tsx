import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconList, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { TeamsOverview } from '../../../features/teams/components/teams-overview';
import { paths } from '../../../lib/paths';

/** /teams and /Teams (the router matches paths case-insensitively). */
export function TeamsRoute() {
  useDocumentTitle('Teams · Atelier');
  return (
    <>
      <PageHeader
        title="Teams"
        description="The teams you own or belong to. Open one to see its members."
        actions={
          <>
            <Button
              component={Link}
              to={paths.teamsList}
              variant="default"
              leftSection={<IconList size={16} />}
            >
              List view
            </Button>
            <Button component={Link} to={paths.createTeam} leftSection={<IconPlus size={16} />}>
              Create Team
            </Button>
          </>
        }
      />
      <TeamsOverview />
    </>
  );
}
