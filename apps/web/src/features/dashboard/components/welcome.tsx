import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { clearInitialLogin, isInitialLogin, useSession } from '../../../lib/session';
import { greeting } from '../lib/greeting';
import { FIRST_STEPS, FirstSteps, type StepKey } from './first-steps';

interface WelcomeProps {
  /** First steps already taken (the route knows the user's teams). */
  done?: ReadonlySet<StepKey>;
}

export function Welcome({ done }: WelcomeProps) {
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
          {greeting(new Date(), user?.firstName)}
        </Title>
        <Text c="dimmed" mt={4}>
          Here is your studio at a glance.
        </Text>
      </div>
      {isFirstVisit && (
        <Alert variant="light" icon={<IconConfetti size={20} />} title="Welcome to Atelier">
          Your account is ready. Start with a team, or add a product and invite people later.
        </Alert>
      )}
      {!allDone && (
        <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <div>
              <Title order={2} fz="xl">
                First steps — let’s set up your studio
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                A few things to do once, so your team’s products, fabrics and files fill the cards
                below.
              </Text>
            </div>
            <FirstSteps done={done} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
