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
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

export type StepKey = 'team' | 'product' | 'colours' | 'profile';

/** Each step's title and description are `firstSteps.<key>.title` and `….description`. */
interface Step {
  key: StepKey;
  to: string;
  icon: Icon;
}

export const FIRST_STEPS: readonly Step[] = [
  {
    key: 'team',
    to: paths.createTeam,
    icon: IconUsersGroup,
  },
  {
    key: 'product',
    to: paths.createProduct,
    icon: IconShirt,
  },
  {
    key: 'colours',
    to: paths.colorLibrary,
    icon: IconPalette,
  },
  {
    key: 'profile',
    to: paths.settingPersonal,
    icon: IconUserCircle,
  },
];

interface FirstStepsProps {
  /** The steps already taken: they stay, marked done, so the way forward is the rest. */
  done?: ReadonlySet<StepKey>;
}

export function FirstSteps({ done = new Set() }: FirstStepsProps) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      {FIRST_STEPS.map(({ key, to, icon: StepIcon }) => (
        <LinkCard
          key={to}
          to={to}
          title={t(`firstSteps.${key}.title`)}
          description={t(`firstSteps.${key}.description`)}
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
                  {t('firstSteps.done')}
                </Badge>
              )}
            </Group>
          }
        />
      ))}
    </SimpleGrid>
  );
}
