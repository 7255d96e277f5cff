import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import type { AppLanguage } from '../lib/i18n';
import { routes } from '../app/router';
import { DEFAULT_GENERAL_SETTINGS, type Team } from '@atelier/domain';
import { fakeRealtime } from './fake-realtime';
import { aTeam, aUser, signIn } from './fixtures';
import { mockApi, type MockAnswer, type MockRequest } from './mock-api';

/**
 * Renders the whole app (providers and routes) at one path, as a browser would show it; in a
 * fixed language if given (the pseudo-locale 'en-XA' finds untranslated text).
 */
export function renderApp(path: string, { language }: { language?: AppLanguage } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  const realtime = fakeRealtime();
  render(
    <AppProvider mantineEnv="test" connectRealtime={realtime.connect} language={language}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user, realtime };
}

/** Renders one piece of UI inside the app's providers (theme, queries, toasts), in a language if given. */
export function renderWithProviders(
  ui: React.ReactNode,
  { language }: { language?: AppLanguage } = {},
) {
  const realtime = fakeRealtime();
  return {
    ...render(
      <AppProvider mantineEnv="test" connectRealtime={realtime.connect} language={language}>
        {ui}
      </AppProvider>,
    ),
    realtime,
  };
}

/** Renders one piece of UI that links elsewhere: in a router (whose location tells where a click led), in a language if given. */
export function renderWithRouter(
  ui: React.ReactNode,
  { language }: { language?: AppLanguage } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  const user = userEvent.setup({ delay: null });
  const realtime = fakeRealtime();
  render(
    <AppProvider mantineEnv="test" connectRealtime={realtime.connect} language={language}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user, realtime };
}

type Handlers = Record<string, MockAnswer | ((request: MockRequest) => MockAnswer)>;

/**
 * A team page as one of its members opens it: signed in, the team chosen in the header, its
 * profile, teams and general settings answered, then `handlers`.
 */
export function openTeamPage(path: string, handlers: Handlers, team: Team = aTeam()) {
  const user = signIn(aUser());
  localStorage.setItem('selectedTeamId', team._id);
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [team] },
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    ...handlers,
  });
  return { ...renderApp(path), fetchMock };
}
