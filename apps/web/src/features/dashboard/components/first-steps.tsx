import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconPalette,
  IconShirt,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

interface Step {
  title: string;
  description: string;
  to: string;
  icon: Icon;
}

const STEPS: readonly Step[] = [
  {
    title: 'Create your first team',
    description: 'Invite the people you design with and decide what each may do.',
    to: paths.createTeam,
    icon: IconUsersGroup,
  },
  {
    title: 'Add a product',
    description: 'Upload sketches and photos, then collect comments in one place.',
    to: paths.createProduct,
    icon: IconShirt,
  },
  {
    title: 'Build your colour library',
    description: 'Save the colours of your season so everyone uses the same codes.',
    to: paths.colorLibrary,
    icon: IconPalette,
  },
  {
    title: 'Complete your profile',
    description: 'Add a photo and your job title so your team knows who is who.',
    to: paths.settingPersonal,
    icon: IconUserCircle,
  },
];

export function FirstSteps() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      {STEPS.map(({ title, description, to, icon: StepIcon }) => (
        <Card
          key={to}
          component={Link}
          to={to}
          withBorder
          padding="lg"
          className="atelier-link-card"
        >
          <Stack gap="sm">
            <ThemeIcon variant="light" size={44} radius="md">
              <StepIcon size={24} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} fz="lg">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
