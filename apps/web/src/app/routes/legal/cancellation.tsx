import { useDocumentTitle } from '@mantine/hooks';
import { DocumentLayout } from '../../../components/layouts/document-layout';
import { CancellationPolicy } from '../../../features/legal/components/cancellation-policy';
import { LastUpdated } from '../../../features/legal/components/last-updated';

export function CancellationRoute() {
  useDocumentTitle('Cancellation Policy · Atelier');
  return (
    <DocumentLayout title="Cancellation Policy" subtitle={<LastUpdated />}>
      <CancellationPolicy />
    </DocumentLayout>
  );
}
