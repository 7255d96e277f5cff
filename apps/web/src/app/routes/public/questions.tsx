import { useDocumentTitle } from '@mantine/hooks';
import { DocumentLayout } from '../../../components/layouts/document-layout';
import { QuestionsForm } from '../../../features/onboarding/components/questions-form';

export function QuestionsRoute() {
  useDocumentTitle('A few questions · Atelier');
  return (
    <DocumentLayout
      title="Tell us about your work"
      subtitle="Three quick questions help us tailor Atelier to your studio. You can skip them."
      withLogo
    >
      <QuestionsForm />
    </DocumentLayout>
  );
}
