import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { clearInitialLogin, isInitialLogin, useSession } from '../../../lib/session';
import { greeting } from '../lib/greeting';
import { FIRST_STEPS, FirstSteps, type StepKey } from './first-steps';

interface WelcomeProps {
  /** First steps already taken (the route knows the user's teams). */
  done?: ReadonlySet<StepKey>;
}

export function Welcome({ done }: WelcomeProps) {
  const t = useT();
  const { user } = useSession();
  // Read once: the first visit after sign-up gets a welcome, then the flag is cleared (SPEC §3).
  const [isFirstVisit] = useState(isInitialLogin);

  useEffect(() => {
    if (isFirstVisit) clearInitialLogin();
  }, [isFirstVisit]);
  // Once every step is taken, the checklist has nothing left to say.
  const allDone = FIRST_STEPS.every((step) => done?.has(step.key));

  return (
    <Stack gap="xl">
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {greeting(new Date(), user?.firstName, t)}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('dashboard.subtitle')}
        </Text>
      </div>
      {isFirstVisit && (
        <Alert
          variant="light"
          icon={<IconConfetti size={20} />}
          title={t('dashboard.welcomeTitle')}
        >
          {t('dashboard.welcomeText')}
        </Alert>
      )}
      {!allDone && (
        <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <div>
              <Title order={2} fz="xl">
                {t('dashboard.firstStepsTitle')}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('dashboard.firstStepsText')}
              </Text>
            </div>
            <FirstSteps done={done} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
