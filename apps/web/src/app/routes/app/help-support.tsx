import { Button, Grid, Stack } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { HelpAnswers } from '../../../features/help/components/help-answers';
import { KeyboardShortcuts } from '../../../features/help/components/keyboard-shortcuts';
import { SupportForm } from '../../../features/help/components/support-form';

/** /HelpSupport (profile menu 'Help & Support'): answers, the contact form, the keyboard's keys. */
export function HelpSupportRoute() {
  useDocumentTitle('Help & Support · Atelier');
  return (
    <>
      <PageHeader
        title="Help & Support"
        description="Answers to common questions, and a way to reach us when they are not enough."
        actions={
          // On a phone the form comes after every answer: this takes one there at once.
          <Button
            component="a"
            href="#contact-support"
            variant="light"
            leftSection={<IconMail size={16} />}
          >
            Contact support
          </Button>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <HelpAnswers />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <SupportForm />
            <KeyboardShortcuts />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
