/** Business constants of SPEC §9. */
export const API_VERSION = 'v1';
export const API_BASE = '/api/v1';

export const UPLOAD_LIMIT_BYTES = 2_147_483_648;
export const DESCRIPTION_MAX = 160;
export const TEAM_NAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const OTP_LENGTH = 6;
export const GLOBAL_SEARCH_MIN = 3;

export const PAGE_SIZES = [10, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const DATE_FORMATS = ['dd-mm-yyyy', 'mm-dd-yyyy', 'yyyy-mm-dd'] as const;
export const TIME_FORMATS = ['12 Hour', '24 Hour'] as const;
export const DECIMAL_SEPARATORS = ['comma', 'dot'] as const;
export const POSITIONS = ['Left', 'Right', 'Top', 'Bottom'] as const;

export const SHARED_HEADER_MAX_AVATARS = 5;
export const SIDEBAR_RERENDER_MS = 300;
export const TOAST_PRODUCT_MS = 1000;
export const TOAST_INFO_MS = 5000;
export const TOAST_DISMISS_MS = 1000;

/** Our choices where SPEC is silent (docs/decisions.md). */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_SECONDS = 60;
/** How long a sign-up attempt can still be completed with a code. */
export const SIGNUP_TTL_DAYS = 7;
export const RESET_TOKEN_TTL_MINUTES = 15;
export const SESSION_TTL_DAYS = 30;
export const TEXT_MAX = 200;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
export const PROFILE_PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * E-mails one user (and one team) may have sent to people outside the team — shared products,
 * invitations, new colleagues' accounts — so Atelier cannot be used to send spam. Operators may
 * change them (STRANGER_MAILS_PER_*); docs/decisions.md lists the routes they cover.
 */
export interface StrangerMailLimits {
  perUserHour: number;
  perUserDay: number;
  perTeamDay: number;
}
export const STRANGER_MAIL_LIMITS: StrangerMailLimits = {
  perUserHour: 100,
  perUserDay: 300,
  perTeamDay: 1000,
};
