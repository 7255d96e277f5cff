import { SIDEBAR_RERENDER_MS } from '@atelier/domain';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import type { ComponentProps } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SideNav } from '../../components/layouts/side-nav';
import { useSideNav } from '../../components/layouts/use-side-nav';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { PageLoader } from '../../components/ui/page-loader';
import { useProfile } from '../../features/auth/api/get-profile';
import { useUnreadMessages } from '../../features/messages/hooks/use-unread-messages';
import { LiveNotifications } from '../../features/notifications/components/live-notifications';
import { PaymentBanner } from '../../features/plans/components/payment-banner';
import { TeamSwitcher } from '../../features/teams/components/team-switcher';
import { useFollowSavedLanguage } from '../../lib/general-settings';
import { useT } from '../../lib/i18n';
import { useSelectedTeam } from '../../features/teams/hooks/use-selected-team';
import { paths } from '../../lib/paths';
import { usePhoneLayout } from '../../lib/use-phone-layout';
import { TopHeader } from './top-header';

const COLLAPSED_WIDTH = 76;
const EXPANDED_WIDTH = 256;

/**
 * Keeps userDetails as fresh as the server, and signs out at once if the token is no longer valid.
 * A component of its own, like every query the shell holds: a query that starts on mount renders
 * its component again at once, and that must not be the whole shell.
 */
function ProfileRefresh() {
  useProfile();
  return null;
}

/** Shows the language the person saved in their general settings (the browser's until then). */
function SavedLanguage() {
  useFollowSavedLanguage();
  return null;
}
type SideNavBaseProps = Omit<ComponentProps<typeof SideNav>, 'badges' | 'forSupplier'>;

/** The side navigation with the selected team's unread messages beside Messages. */
function SideNavWithCounts(props: SideNavBaseProps) {
  const unreadMessages = useUnreadMessages();
  return <SideNav {...props} badges={{ [paths.messages]: unreadMessages }} />;
}

/**
 * A supplier's person in the selected team gets the wall alone, and no count of the team's
 * messages (which they do not read).
 */
function SideNavForTeam(props: SideNavBaseProps) {
  const { selectedTeam, selectedTeamId } = useSelectedTeam();
  // While the team is not known yet, no count is asked for: it may be a supplier's.
  if (selectedTeamId && !selectedTeam) return <SideNav {...props} />;
  if (selectedTeam?.supplier) return <SideNav {...props} forSupplier />;
  return <SideNavWithCounts {...props} />;
}

/** Signed-in pages: side navigation, top header and the page (SPEC §2 Layout). */
export function SignedInLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const sideNav = useSideNav();
  const [mobileOpened, mobileNav] = useDisclosure(false);
  const isMobile = usePhoneLayout();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: sideNav.expanded ? EXPANDED_WIDTH : COLLAPSED_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding={{ base: 'md', sm: 'xl' }}
      transitionDuration={SIDEBAR_RERENDER_MS}
    >
      <AppShell.Header>
        <TopHeader navOpened={mobileOpened} onToggleNav={mobileNav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('nav.side')}>
        <SideNavForTeam
          expanded={sideNav.expanded}
          showLabels={isMobile || sideNav.labelsVisible}
          onToggle={sideNav.toggle}
          onNavigate={mobileNav.close}
          // Narrow screens have no room for the switcher in the header.
          teamSwitcher={<TeamSwitcher fullWidth />}
        />
      </AppShell.Navbar>
      <AppShell.Main bg="var(--atelier-canvas)">
        <ErrorBoundary resetKey={pathname}>
          <PaymentBanner />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </AppShell.Main>
      <LiveNotifications />
      <ProfileRefresh />
      <SavedLanguage />
    </AppShell>
  );
}
