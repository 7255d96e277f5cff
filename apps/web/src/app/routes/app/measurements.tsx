import { Divider, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { useT } from '../../../lib/i18n';
import { PomLibrary } from '../../../features/poms/components/pom-library';
import { SizeRanges } from '../../../features/poms/components/size-ranges';
import { TeamScoped } from './team-scoped';

/**
 * /measurements (issue 45): the team's points of measure and size ranges, which spec sheets are
 * made of.
 */
export function MeasurementsRoute() {
  const t = useT();
  useDocumentTitle(t('pom.documentTitle'));
  return (
    <>
      <PageHeader title={t('nav.pointsOfMeasure')} description={t('pom.description')} />
      <TeamScoped what="pointsOfMeasure">
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
