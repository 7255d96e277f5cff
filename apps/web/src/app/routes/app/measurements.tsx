import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { PomLibrary } from '../../../features/poms/components/pom-library';
import { TeamScoped } from './team-scoped';

/** /measurements (issue 45): the team's points of measure, which spec sheets are made of. */
export function MeasurementsRoute() {
  useDocumentTitle('Points of Measure · Atelier');
  return (
    <>
      <PageHeader
        title="Points of Measure"
        description="Your team’s measurement library: where each point is measured, its tolerance, and the order spec sheets list them in."
      />
      <TeamScoped what="points of measure">
        {(team) => <PomLibrary key={team._id} team={team} />}
      </TeamScoped>
    </>
  );
}
