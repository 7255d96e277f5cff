import { useDocumentTitle } from '@mantine/hooks';
import { DocumentLayout } from '../../../components/layouts/document-layout';
import { PrivacyPolicy } from '../../../features/legal/components/privacy-policy';
import { LastUpdated } from '../../../features/legal/components/last-updated';

export function PrivacyPolicyRoute() {
  useDocumentTitle('Privacy Policy · Atelier');
  return (
    <DocumentLayout title="Privacy Policy" subtitle={<LastUpdated />}>
      <PrivacyPolicy />
    </DocumentLayout>
  );
}
