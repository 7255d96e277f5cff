import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { SampleBoard } from '../../../features/samples/components/sample-board';
import { useT } from '../../../lib/i18n';
import { TeamScoped } from './team-scoped';

/** /samples: the selected team's open sample requests, by supplier (issue 47 §3). */
export function SamplesRoute() {
  const t = useT();
  useDocumentTitle(`${t('samples.board.title')} · Atelier`);
  return (
    <>
      <PageHeader title={t('samples.board.title')} description={t('samples.board.description')} />
      <TeamScoped what="samples">{(team) => <SampleBoard team={team} />}</TeamScoped>
    </>
  );
}
