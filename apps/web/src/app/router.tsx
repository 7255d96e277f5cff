import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { ProtectedRoute } from './guards/protected-route';
import { PublicOnlyRoute } from './guards/public-only-route';
import { PublicLayout, SignedInLayout } from './layouts/lazy-layouts';
import { SessionAwareLayout } from './layouts/session-aware-layout';
import { lazyPage } from './lazy-page';
import { Dashboard, Login, Signup } from './preload-first-route';
import { RootLayout } from './root-layout';
import { AppErrorRoute } from './routes/app-error';

// Every screen and both shells are their own chunk, loaded when first visited.
const ForgotPassword = lazyPage(
  () => import('./routes/public/forgot-password'),
  'ForgotPasswordRoute',
);
const OtpVerification = lazyPage(
  () => import('./routes/public/otp-verification'),
  'OtpVerificationRoute',
);
const CreatePassword = lazyPage(
  () => import('./routes/public/create-password'),
  'CreatePasswordRoute',
);
const PasswordResetSuccess = lazyPage(
  () => import('./routes/public/password-reset-success'),
  'PasswordResetSuccessRoute',
);
const SocialSignIn = lazyPage(() => import('./routes/public/social-sign-in'), 'SocialSignInRoute');
const SharedProduct = lazyPage(() => import('./routes/shared-product'), 'SharedProductRoute');
const SharedLineSheet = lazyPage(
  () => import('./routes/shared-line-sheet'),
  'SharedLineSheetRoute',
);
const SharedTechpack = lazyPage(() => import('./routes/shared-techpack'), 'SharedTechpackRoute');
const Plans = lazyPage(() => import('./routes/public/plans'), 'PlansRoute');
const Questions = lazyPage(() => import('./routes/public/questions'), 'QuestionsRoute');
const TermsOfService = lazyPage(
  () => import('./routes/legal/terms-of-service'),
  'TermsOfServiceRoute',
);
const PrivacyPolicy = lazyPage(() => import('./routes/legal/privacy-policy'), 'PrivacyPolicyRoute');
const Cancellation = lazyPage(() => import('./routes/legal/cancellation'), 'CancellationRoute');
const Settings = lazyPage(() => import('./routes/app/settings'), 'SettingsRoute');
const PersonalSettings = lazyPage(
  () => import('./routes/app/personal-settings'),
  'PersonalSettingsRoute',
);
const Pricing = lazyPage(() => import('./routes/app/pricing'), 'PricingRoute');
const PricingReturn = lazyPage(() => import('./routes/app/pricing-return'), 'PricingReturnRoute');
const BillingSettings = lazyPage(
  () => import('./routes/app/billing-settings'),
  'BillingSettingsRoute',
);
const Teams = lazyPage(() => import('./routes/app/teams'), 'TeamsRoute');
const TeamsList = lazyPage(() => import('./routes/app/teams-list'), 'TeamsListRoute');
const CreateTeam = lazyPage(() => import('./routes/app/create-team'), 'CreateTeamRoute');
const TeamUsers = lazyPage(() => import('./routes/app/team-users'), 'TeamUsersRoute');
const CreateUser = lazyPage(() => import('./routes/app/create-user'), 'CreateUserRoute');
const TeamSettings = lazyPage(() => import('./routes/app/team-settings'), 'TeamSettingsRoute');
const ApiTokens = lazyPage(() => import('./routes/app/api-tokens'), 'ApiTokensRoute');
const Webhooks = lazyPage(() => import('./routes/app/webhooks'), 'WebhooksRoute');
const RoleSettings = lazyPage(() => import('./routes/app/role-settings'), 'RoleSettingsRoute');
const Notifications = lazyPage(() => import('./routes/app/notifications'), 'NotificationsRoute');
const NotificationSettings = lazyPage(
  () => import('./routes/app/notification-settings'),
  'NotificationSettingsRoute',
);
const Categories = lazyPage(() => import('./routes/app/categories'), 'CategoriesRoute');
const Tags = lazyPage(() => import('./routes/app/tags'), 'TagsRoute');
const Seasons = lazyPage(() => import('./routes/app/seasons'), 'SeasonsRoute');
const Fabrics = lazyPage(() => import('./routes/app/fabrics'), 'FabricsRoute');
const ColorLibrary = lazyPage(() => import('./routes/app/color-library'), 'ColorLibraryRoute');
const ColorGrid = lazyPage(() => import('./routes/app/color-grid'), 'ColorGridRoute');
const Measurements = lazyPage(() => import('./routes/app/measurements'), 'MeasurementsRoute');
const CompanySettings = lazyPage(
  () => import('./routes/app/company-settings'),
  'CompanySettingsRoute',
);
const EmailSettings = lazyPage(() => import('./routes/app/email-settings'), 'EmailSettingsRoute');
const GeneralSettings = lazyPage(
  () => import('./routes/app/general-settings'),
  'GeneralSettingsRoute',
);
const JoinTeam = lazyPage(() => import('./routes/join-team'), 'JoinTeamRoute');
const CreateProduct = lazyPage(() => import('./routes/app/create-product'), 'CreateProductRoute');
const Wall = lazyPage(() => import('./routes/app/wall'), 'WallRoute');
const Progress = lazyPage(() => import('./routes/app/progress'), 'ProgressRoute');
const ViewProducts = lazyPage(() => import('./routes/app/view-products'), 'ViewProductsRoute');
const ProductDetail = lazyPage(() => import('./routes/app/product-detail'), 'ProductDetailRoute');
const ProductImage = lazyPage(() => import('./routes/app/product-image'), 'ProductImageRoute');
const Reminders = lazyPage(() => import('./routes/app/reminders'), 'RemindersRoute');
const HelpSupport = lazyPage(() => import('./routes/app/help-support'), 'HelpSupportRoute');
const Calendar = lazyPage(() => import('./routes/app/calendar'), 'CalendarRoute');
const Tasks = lazyPage(() => import('./routes/app/tasks'), 'TasksRoute');
const Samples = lazyPage(() => import('./routes/app/samples'), 'SamplesRoute');
const GlobalTasks = lazyPage(() => import('./routes/app/global-tasks'), 'GlobalTasksRoute');
const Messages = lazyPage(() => import('./routes/app/messages'), 'MessagesRoute');
const GlobalSearch = lazyPage(() => import('./routes/app/global-search'), 'GlobalSearchRoute');
const Designmate = lazyPage(() => import('./routes/app/designmate'), 'DesignmateRoute');
const NotFound = lazyPage(() => import('./routes/not-found'), 'NotFoundRoute');

// Beside /Wall/:id, so these are not taken for a team's wall (paths match in any case).
const SEARCH_PATHS = [paths.globalSearch, paths.searchResult];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <AppErrorRoute />,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              { index: true, element: <Login /> },
              { path: paths.signup, element: <Signup /> },
              { path: paths.forgotPassword, element: <ForgotPassword /> },
              { path: paths.otpVerification, element: <OtpVerification /> },
              { path: paths.createPassword, element: <CreatePassword /> },
              { path: paths.passwordResetSuccess, element: <PasswordResetSuccess /> },
            ],
          },
          { path: paths.plans, element: <Plans /> },
        ],
      },
      // Legal pages are for everyone, signed in or not.
      { path: paths.termsOfService, element: <TermsOfService /> },
      {
        element: <PublicLayout />,
        children: [
          { path: paths.privacyPolicy, element: <PrivacyPolicy /> },
          { path: paths.cancellation, element: <Cancellation /> },
          // A Google or Facebook sign-in ends here, signed in already (linking) or not.
          { path: paths.socialSignIn, element: <SocialSignIn /> },
        ],
      },
      // A share link opens in its own layout, signed in or not (SPEC §2).
      { path: paths.sharedProduct, element: <SharedProduct /> },
      { path: paths.sharedLineSheet, element: <SharedLineSheet /> },
      { path: paths.sharedTechpack, element: <SharedTechpack /> },
      // An invitation link works signed out (sign in or sign up first) and signed in (join).
      {
        element: <SessionAwareLayout />,
        children: [{ path: paths.joinTeam, element: <JoinTeam /> }],
      },
      {
        element: <ProtectedRoute />,
        children: [
          // Answered right after sign-up, so it needs the new session but not the app's shell.
          { path: paths.questions, element: <Questions /> },
          {
            element: <SignedInLayout />,
            children: [
              { path: paths.dashboard, element: <Dashboard /> },
              { path: paths.setting, element: <Settings /> },
              { path: paths.settingPersonal, element: <PersonalSettings /> },
              { path: paths.settingTeam, element: <TeamSettings /> },
              { path: paths.settingTokens, element: <ApiTokens /> },
              { path: paths.settingWebhooks, element: <Webhooks /> },
              { path: paths.settingRole, element: <RoleSettings /> },
              { path: paths.settingNotification, element: <NotificationSettings /> },
              { path: paths.notification, element: <Notifications /> },
              { path: paths.pricing, element: <Pricing /> },
              { path: paths.pricingReturn, element: <PricingReturn /> },
              { path: paths.settingBilling, element: <BillingSettings /> },
              { path: paths.helpSupport, element: <HelpSupport /> },
              // Paths match case-insensitively, so this is both /teams and /Teams (SPEC §2).
              { path: paths.teams, element: <Teams /> },
              { path: paths.teamsList, element: <TeamsList /> },
              { path: paths.createTeam, element: <CreateTeam /> },
              { path: `${paths.teamUsers}/:teamId`, element: <TeamUsers /> },
              { path: paths.createUser, element: <CreateUser /> },
              { path: paths.categories, element: <Categories /> },
              { path: paths.tags, element: <Tags /> },
              { path: paths.seasons, element: <Seasons /> },
              { path: paths.fabrics, element: <Fabrics /> },
              { path: paths.colorLibrary, element: <ColorLibrary /> },
              { path: paths.colorGrid, element: <ColorGrid /> },
              { path: paths.measurements, element: <Measurements /> },
              { path: paths.settingCompany, element: <CompanySettings /> },
              { path: paths.settingEmail, element: <EmailSettings /> },
              { path: paths.settingGeneral, element: <GeneralSettings /> },
              { path: paths.createProduct, element: <CreateProduct /> },
              { path: paths.wallCreateProduct, element: <CreateProduct /> },
              { path: paths.wall, element: <Wall /> },
              // Beside /Wall/:id, so it is not taken for a team's wall (paths match in any case).
              { path: paths.reminders, element: <Reminders /> },
              { path: paths.calendar, element: <Calendar /> },
              { path: paths.wallProgress, element: <Progress /> },
              { path: '/Wall/:id', element: <Wall /> },
              // SPEC §2: the wall of all teams, filtered by the path (wall-filters.ts).
              { path: '/Wall/:season/:deadline/:tag/:category/:fabric', element: <Wall /> },
              { path: paths.viewProducts, element: <ViewProducts /> },
              { path: paths.tasks, element: <Tasks /> },
              { path: paths.samples, element: <Samples /> },
              { path: paths.globalTasks, element: <GlobalTasks /> },
              { path: paths.messages, element: <Messages /> },
              { path: '/productDetail/:productId/:teamId?', element: <ProductDetail /> },
              { path: '/productImgDetail/:id', element: <ProductImage /> },
              // A visitor who is not signed in is sent to / by ProtectedRoute instead.
              { path: paths.designmate, element: <Designmate /> },
              ...SEARCH_PATHS.map((path) => ({ path, element: <GlobalSearch /> })),
            ],
          },
        ],
      },
      {
        element: <SessionAwareLayout />,
        children: [{ path: '*', element: <NotFound /> }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
