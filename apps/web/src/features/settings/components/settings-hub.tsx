import { SimpleGrid, ThemeIcon } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconBell,
  IconBuilding,
  IconCreditCard,
  IconKey,
  IconMail,
  IconShieldLock,
  IconUser,
  IconUsersGroup,
  IconWebhook,
  type Icon,
} from '@tabler/icons-react';
import { LinkCard } from '../../../components/ui/link-card';
import { useT, type MessageKey } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { hasRolesAndPermissions } from '../../../lib/plan';
import { useSession } from '../../../lib/session';

interface SettingsCard {
  title: MessageKey;
  description: MessageKey;
  to: string;
  icon: Icon;
  needsRoles?: boolean;
}

const CARDS: readonly SettingsCard[] = [
  {
    title: 'settings.company',
    description: 'settings.companyDescription',
    to: paths.settingCompany,
    icon: IconBuilding,
  },
  {
    title: 'settings.general',
    description: 'settings.generalDescription',
    to: paths.settingGeneral,
    icon: IconAdjustmentsHorizontal,
  },
  {
    title: 'settings.personal',
    description: 'settings.personalDescription',
    to: paths.settingPersonal,
    icon: IconUser,
  },
  {
    title: 'settings.tokens',
    description: 'settings.tokensDescription',
    to: paths.settingTokens,
    icon: IconKey,
  },
  {
    title: 'settings.email',
    description: 'settings.emailDescription',
    to: paths.settingEmail,
    icon: IconMail,
  },
  {
    title: 'settings.role',
    description: 'settings.roleDescription',
    to: paths.settingRole,
    icon: IconShieldLock,
    needsRoles: true,
  },
  {
    title: 'settings.notification',
    description: 'settings.notificationDescription',
    to: paths.settingNotification,
    icon: IconBell,
  },
  {
    title: 'settings.billing',
    description: 'settings.billingDescription',
    to: paths.settingBilling,
    icon: IconCreditCard,
  },
  {
    title: 'settings.team',
    description: 'settings.teamDescription',
    to: paths.settingTeam,
    icon: IconUsersGroup,
  },
  {
    title: 'settings.webhooks',
    description: 'settings.webhooksDescription',
    to: paths.settingWebhooks,
    icon: IconWebhook,
  },
];

export function SettingsHub() {
  const t = useT();
  const { user } = useSession();
  const cards = CARDS.filter((card) => !card.needsRoles || hasRolesAndPermissions(user));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {cards.map(({ title, description, to, icon: CardIcon }) => (
        <LinkCard
          key={to}
          to={to}
          title={t(title)}
          description={t(description)}
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
