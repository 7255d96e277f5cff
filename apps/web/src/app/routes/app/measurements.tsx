import { Divider, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { PomLibrary } from '../../../features/poms/components/pom-library';
import { SizeRanges } from '../../../features/poms/components/size-ranges';
import { TeamScoped } from './team-scoped';

/**
 * /measurements (issue 45): the team's points of measure and size ranges, which spec sheets are
 * made of.
 */
export function MeasurementsRoute() {
  useDocumentTitle('Points of Measure · Atelier');
  return (
    <>
      <PageHeader
        title="Points of Measure"
        description="Your team’s measurement library: where each point is measured, its tolerance, the order spec sheets list them in, and the size ranges sheets start from."
      />
      <TeamScoped what="points of measure">
        {(team) => (
          <Stack key={team._id} gap="xl">
            <PomLibrary team={team} />
            <Divider />
            <SizeRanges team={team} />
          </Stack>
        )}
      </TeamScoped>
    </>
  );
}
