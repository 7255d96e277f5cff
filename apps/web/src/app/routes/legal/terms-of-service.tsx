import { useDocumentTitle } from '@mantine/hooks';
import { DocumentLayout } from '../../../components/layouts/document-layout';
import { TermsOfService } from '../../../features/legal/components/terms-of-service';
import { LastUpdated } from '../../../features/legal/components/last-updated';

export function TermsOfServiceRoute() {
  useDocumentTitle('Terms of Service · Atelier');
  return (
    <DocumentLayout title="Terms of Service" subtitle={<LastUpdated />} withLogo>
      <TermsOfService />
    </DocumentLayout>
  );
}
