import type { OtpPurpose, ProductStage } from '@atelier/domain';

/** Every route of SPEC §2 the app links to, spelled as SPEC spells them. */
export const paths = {
  login: '/',
  signup: '/signup',
  forgotPassword: '/forgotPassword',
  otpVerification: '/otpVerification',
  createPassword: '/createPassword',
  passwordResetSuccess: '/passwordResetSuccess',
  /** Beyond SPEC §2: where a Google or Facebook sign-in comes back (docs/decisions.md). */
  socialSignIn: '/socialSignIn',
  termsOfService: '/termsOfService',
  privacyPolicy: '/privacyPolicy',
  cancellation: '/cancellation',
  plans: '/plans',
  questions: '/questions',
  dashboard: '/dashboard',
  teams: '/teams',
  teamsList: '/teamslist',
  createTeam: '/createteam',
  teamUsers: '/teamusers',
  joinTeam: '/jointeam',
  /** A share link's page (SPEC §2); its action must be view or can-comment-and-view. */
  sharedProduct: '/ProductDetailLinkShare/:productId/:teamId/:action',
  /** A live line sheet's page (issue 36): the link's token is the grant. */
  sharedLineSheet: '/linesheet/:token',
  /** A tech pack revision sent to a factory (issue 46 §7): the link's token is the grant. */
  sharedTechpack: '/techpack/:token',
  createUser: '/createuser',
  createProduct: '/createproduct',
  wallCreateProduct: '/wall/createproduct',
  wall: '/Wall',
  wallProgress: '/Wall/Progress',
  viewProducts: '/viewproducts',
  reminders: '/wall/reminders',
  /** Beyond SPEC §2, which has no calendar page (docs/decisions.md): under the Reminder entry. */
  calendar: '/calendar',
  tasks: '/Tasks',
  /** Beyond SPEC (issue 47 §3): the board of open sample requests. */
  samples: '/samples',
  globalTasks: '/Tasks/GlobalTask',
  designmate: '/designmate',
  messages: '/messages',
  categories: '/categories',
  tags: '/tags',
  seasons: '/seasons',
  fabrics: '/fabrics',
  colorLibrary: '/ColorLibrary',
  colorGrid: '/ColorLibrary/ColorGrid',
  /** Beyond SPEC §2 (issue 45): the team's points of measure, what spec sheets are made of. */
  measurements: '/measurements',
  pricing: '/pricing',
  globalSearch: '/globalSearch',
  searchResult: '/SearchResult',
  helpSupport: '/HelpSupport',
  notification: '/Notification',
  setting: '/setting',
  settingCompany: '/setting/company',
  settingPersonal: '/setting/personal',
  settingEmail: '/setting/email',
  settingGeneral: '/setting/general',
  settingRole: '/setting/role',
  settingNotification: '/setting/notification',
  settingTeam: '/setting/team',
  settingBilling: '/setting/billing',
  /** Beyond SPEC (issue 49 §1): the person's API tokens. */
  settingTokens: '/setting/tokens',
  /** Beyond SPEC (issue 49 §2): the selected team's webhooks, for its owner. */
  settingWebhooks: '/setting/team/webhooks',
  pricingReturn: '/pricing/return',
} as const;

export function otpVerificationUrl(email: string, purpose: OtpPurpose): string {
  return `${paths.otpVerification}?${new URLSearchParams({ email, purpose }).toString()}`;
}

export function globalSearchUrl(query: string): string {
  return `${paths.globalSearch}?${new URLSearchParams({ q: query }).toString()}`;
}

/** A team's page (SPEC §2: /teamusers/{id}). */
export function teamUsersUrl(teamId: string): string {
  return `${paths.teamUsers}/${encodeURIComponent(teamId)}`;
}

export function joinTeamUrl(token: string): string {
  return `${paths.joinTeam}?${new URLSearchParams({ token }).toString()}`;
}

/** Sign-in and sign-up pages can start with the address filled in. */
export function withEmail(path: string, email: string): string {
  return `${path}?${new URLSearchParams({ email }).toString()}`;
}

/** The calendar open on a day (and an event of it): where a new event's notice leads. */
export function calendarUrl(options: { date?: string; eventId?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.date) params.set('date', options.date);
  if (options.eventId) params.set('event', options.eventId);
  const query = params.toString();
  return query ? `${paths.calendar}?${query}` : paths.calendar;
}

/** A task opened in its drawer, on the team board or on the user's list of all their tasks. */
export function taskUrl(taskId: string, page: string = paths.tasks): string {
  return `${page}?${new URLSearchParams({ task: taskId }).toString()}`;
}

/** The dashboard with a team selected: where a new announcement's notice leads. */
export function dashboardUrl(teamId: string): string {
  return `${paths.dashboard}?${new URLSearchParams({ team: teamId }).toString()}`;
}

/** /productDetail/{productId}: one product's page (SPEC §2). */
export function productDetailUrl(productId: string): string {
  return `/productDetail/${encodeURIComponent(productId)}`;
}

/**
 * /productImgDetail/{itemId}?product={productId}: one image, loadable directly; the product id
 * in the query lets a shared link find the product's other images (docs/decisions.md).
 */
export function productImageUrl(productId: string, itemId: string): string {
  return `/productImgDetail/${encodeURIComponent(itemId)}?${new URLSearchParams({ product: productId }).toString()}`;
}

/** /Wall, or /Wall/{teamId}: one team's wall. */
export function wallUrl(teamId?: string | null): string {
  return teamId ? `/Wall/${encodeURIComponent(teamId)}` : paths.wall;
}

/** One team's wall showing only the products that use a fabric (the wall's `fabric` filter). */
export function fabricWallUrl(teamId: string, fabricId: string): string {
  return `${wallUrl(teamId)}?${new URLSearchParams({ fabric: fabricId }).toString()}`;
}

/** designmate, starting a conversation about the product. */
export function designmateAboutUrl(productId: string): string {
  return `${paths.designmate}?${new URLSearchParams({ product: productId }).toString()}`;
}

/** The progress board, of all the user's teams or of one (`?team=`), or one stage (`?stage=`). */
export function progressUrl(teamId?: string | null, stage?: ProductStage): string {
  const query = new URLSearchParams({
    ...(teamId ? { team: teamId } : {}),
    ...(stage ? { stage } : {}),
  }).toString();
  return query ? `${paths.wallProgress}?${query}` : paths.wallProgress;
}
