import { Badge, Group, SimpleGrid, ThemeIcon } from '@mantine/core';
import {
  IconCircleCheck,
  IconPalette,
  IconShirt,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { LinkCard } from '../../../components/ui/link-card';
import { paths } from '../../../lib/paths';

export type StepKey = 'team' | 'product' | 'colours' | 'profile';

interface Step {
  key: StepKey;
  title: string;
  description: string;
  to: string;
  icon: Icon;
}

export const FIRST_STEPS: readonly Step[] = [
  {
    key: 'team',
    title: 'Create your first team',
    description: 'Invite the people you design with and decide what each may do.',
    to: paths.createTeam,
    icon: IconUsersGroup,
  },
  {
    key: 'product',
    title: 'Add a product',
    description: 'Upload sketches and photos, then collect comments in one place.',
    to: paths.createProduct,
    icon: IconShirt,
  },
  {
    key: 'colours',
    title: 'Build your colour library',
    description: 'Save the colours of your season so everyone uses the same codes.',
    to: paths.colorLibrary,
    icon: IconPalette,
  },
  {
    key: 'profile',
    title: 'Complete your profile',
    description: 'Add a photo and your job title so your team knows who is who.',
    to: paths.settingPersonal,
    icon: IconUserCircle,
  },
];

interface FirstStepsProps {
  /** The steps already taken: they stay, marked done, so the way forward is the rest. */
  done?: ReadonlySet<StepKey>;
}

export function FirstSteps({ done = new Set() }: FirstStepsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      {FIRST_STEPS.map(({ key, title, description, to, icon: StepIcon }) => (
        <LinkCard
          key={to}
          to={to}
          title={title}
          description={description}
          // A step taken is marked by its check and badge, not faded: faded text is unreadable.
          top={
            <Group justify="space-between" align="flex-start">
              <ThemeIcon
                variant="light"
                size={44}
                radius="md"
                color={done.has(key) ? 'success' : undefined}
              >
                {done.has(key) ? (
                  <IconCircleCheck size={24} stroke={1.6} />
                ) : (
                  <StepIcon size={24} stroke={1.6} />
                )}
              </ThemeIcon>
              {done.has(key) && (
                <Badge variant="light" color="success">
                  Done
                </Badge>
              )}
            </Group>
          }
        />
      ))}
    </SimpleGrid>
  );
}
