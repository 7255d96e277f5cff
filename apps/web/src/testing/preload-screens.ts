/**
 * Screens are lazy chunks, transformed the first time a test opens them. Loading them in
 * `beforeAll` keeps that cost out of the first test's waiting time.
 */
const SCREENS = {
  categories: () => import('../app/routes/app/categories'),
  tags: () => import('../app/routes/app/tags'),
  seasons: () => import('../app/routes/app/seasons'),
  fabrics: () => import('../app/routes/app/fabrics'),
  colorLibrary: () => import('../app/routes/app/color-library'),
  colorGrid: () => import('../app/routes/app/color-grid'),
  measurements: () => import('../app/routes/app/measurements'),
  productDetail: () => import('../app/routes/app/product-detail'),
  generalSettings: () => import('../app/routes/app/general-settings'),
  emailSettings: () => import('../app/routes/app/email-settings'),
  companySettings: () => import('../app/routes/app/company-settings'),
  teams: () => import('../app/routes/app/teams'),
  teamUsers: () => import('../app/routes/app/team-users'),
  reminders: () => import('../app/routes/app/reminders'),
  tasks: () => import('../app/routes/app/tasks'),
  globalTasks: () => import('../app/routes/app/global-tasks'),
  messages: () => import('../app/routes/app/messages'),
  pricing: () => import('../app/routes/app/pricing'),
  pricingReturn: () => import('../app/routes/app/pricing-return'),
  billingSettings: () => import('../app/routes/app/billing-settings'),
};

export async function preloadScreens(...names: (keyof typeof SCREENS)[]): Promise<void> {
  await Promise.all(names.map((name) => SCREENS[name]()));
}
