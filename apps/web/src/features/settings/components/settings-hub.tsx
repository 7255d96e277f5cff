import { SimpleGrid, ThemeIcon } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconBell,
  IconBuilding,
  IconCreditCard,
  IconMail,
  IconShieldLock,
  IconUser,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { LinkCard } from '../../../components/ui/link-card';
import { paths } from '../../../lib/paths';
import { hasRolesAndPermissions } from '../../../lib/plan';
import { useSession } from '../../../lib/session';

interface SettingsCard {
  title: string;
  description: string;
  to: string;
  icon: Icon;
  needsRoles?: boolean;
}

const CARDS: readonly SettingsCard[] = [
  {
    title: 'Company',
    description: 'Your studio’s name, logo, address, website and industry.',
    to: paths.settingCompany,
    icon: IconBuilding,
  },
  {
    title: 'General',
    description: 'How dates, times, numbers and prices show, and your default page size.',
    to: paths.settingGeneral,
    icon: IconAdjustmentsHorizontal,
  },
  {
    title: 'Personal',
    description: 'Your name, photo, job title and contact details.',
    to: paths.settingPersonal,
    icon: IconUser,
  },
  {
    title: 'Email',
    description: 'Which updates reach your inbox, and how often.',
    to: paths.settingEmail,
    icon: IconMail,
  },
  {
    title: 'Role',
    description: 'Roles and what each may do in your teams.',
    to: paths.settingRole,
    icon: IconShieldLock,
    needsRoles: true,
  },
  {
    title: 'Notification',
    description: 'What appears under the bell while you work.',
    to: paths.settingNotification,
    icon: IconBell,
  },
  {
    title: 'Billing',
    description: 'Your plan, seats, invoices and card.',
    to: paths.settingBilling,
    icon: IconCreditCard,
  },
  {
    title: 'Team',
    description: 'Members, invitations and team defaults.',
    to: paths.settingTeam,
    icon: IconUsersGroup,
  },
];

export function SettingsHub() {
  const { user } = useSession();
  const cards = CARDS.filter((card) => !card.needsRoles || hasRolesAndPermissions(user));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {cards.map(({ title, description, to, icon: CardIcon }) => (
        <LinkCard
          key={to}
          to={to}
          title={title}
          description={description}
          top={
            <ThemeIcon variant="light" size={44} radius="md">
              <CardIcon size={24} stroke={1.6} />
            </ThemeIcon>
          }
        />
      ))}
    </SimpleGrid>
  );
}
