/** The marketing site the public header points to (SPEC §2). */
export const EXTERNAL_SITE = 'https://atelier.design';

export const externalLinks = {
  home: `${EXTERNAL_SITE}/`,
  aboutUs: `${EXTERNAL_SITE}/about-us`,
  blog: `${EXTERNAL_SITE}/blog`,
  requestDemo: `${EXTERNAL_SITE}/request-demo`,
} as const;

export const SALES_EMAIL = 'sales@atelier.design';
export const SUPPORT_EMAIL = 'support@atelier.design';
export const PRIVACY_EMAIL = 'privacy@atelier.design';
