/** Plans of SPEC §1. Prices are per user per month. */
export const PLAN_TYPES = ['Free', 'Pro', 'Teams'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const BILLING_PERIODS = ['monthly', 'quarterly', 'annually'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export interface Plan {
  key: 'freemium' | 'pro' | 'teams';
  planType: PlanType;
  name: string;
  pricePerUserMonth: number | null;
  members: string;
  features: readonly string[];
  cta: string;
}

export const PLANS: readonly Plan[] = [
  {
    key: 'freemium',
    planType: 'Free',
    name: 'Freemium',
    pricePerUserMonth: 0,
    members: 'For trying Atelier on your own',
    // What each plan really gives (docs/decisions.md, Plans and billing): reminders, tasks and
    // designmate are on every plan; what grows with the plan is its limits, checked against the limits
    // by plans.test.ts.
    features: [
      'Products, wall, comments and approvals',
      'Reminders, tasks and the calendar',
      'Colour library, line sheets, search',
      'Share by link or e-mail',
      'designmate: 50 messages a month',
      'Up to 3 people a team, 100 products, 5 GB',
    ],
    cta: 'Start free',
  },
  {
    key: 'pro',
    planType: 'Pro',
    name: 'Pro',
    pricePerUserMonth: 75,
    members: 'For teams of 1-5 members',
    features: [
      'Everything in Freemium',
      'Roles & permissions per team',
      'designmate: 2,000 messages a month',
      'Up to 5 people a team, unlimited products, 500 GB',
      'Billed monthly, quarterly or annually',
      'Free trial',
    ],
    cta: 'Start free trial',
  },
  {
    key: 'teams',
    planType: 'Teams',
    name: 'Teams',
    pricePerUserMonth: 99,
    members: 'For larger design teams',
    features: [
      'Everything in Pro',
      'Unlimited members, products and storage',
      'designmate without a monthly limit',
      'Priority support',
    ],
    cta: 'Contact sales',
  },
];

/**
 * People a team may hold, counted as owner + members (active or blocked) + pending invites, by the
 * team OWNER's plan. Pro covers 1-5 members (SPEC §1); Free is ours (docs/decisions.md); null means
 * no limit. The server's policy refuses more with 'Upgrade your plan.'.
 */
export const PLAN_MEMBER_LIMITS: Record<PlanType, number | null> = {
  Free: 3,
  Pro: 5,
  Teams: null,
};

/**
 * Features a plan must include to be used: Roles & Permission is hidden on Free (SPEC §2, §6). The
 * server's policy refuses them with 'Upgrade your plan.' and the web app hides them, both from here.
 */
export const PAID_FEATURES = ['roles'] as const;
export type PaidFeature = (typeof PAID_FEATURES)[number];

export const PLAN_FEATURES: Record<PlanType, readonly PaidFeature[]> = {
  Free: [],
  Pro: ['roles'],
  Teams: ['roles'],
};

export function planIncludes(planType: PlanType, feature: PaidFeature): boolean {
  return PLAN_FEATURES[planType].includes(feature);
}

/**
 * Products a team may hold, and bytes of uploads it may store, by the team OWNER's plan (ours:
 * docs/decisions.md); null means no limit. The server's policy refuses more with 'Upgrade your
 * plan.'; nothing already stored is touched when a plan ends (limits apply to new work).
 */
export const PLAN_PRODUCT_LIMITS: Record<PlanType, number | null> = {
  Free: 100,
  Pro: null,
  Teams: null,
};

const GB = 1024 ** 3;
export const PLAN_STORAGE_LIMITS: Record<PlanType, number | null> = {
  Free: 5 * GB,
  Pro: 500 * GB,
  Teams: null,
};

/** 'none' before any subscription; otherwise Stripe's subscription status. */
export const SUBSCRIPTION_STATUSES = [
  'none',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses in which the subscription gives its plan (past_due only within the grace period). */
export const isSubscribedStatus = (status: SubscriptionStatus) =>
  status === 'trialing' || status === 'active';
