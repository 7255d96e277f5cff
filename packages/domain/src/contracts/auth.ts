/** The sign-up and sign-in endpoints (SPEC §7 `auth` base): accounts, codes and passwords. */
import { z } from 'zod';
import {
  ZCreatePasswordSchema,
  ZForgotPasswordSchema,
  ZLoginSchema,
  ZRegisterSchema,
  ZResendOtpSchema,
  ZVerifyOtpSchema,
} from '../auth.ts';
import { ZUserDetails } from '../user-details.ts';
import { endpoint } from './endpoint.ts';

const tag = 'auth';
const zAuthResult = z.object({ token: z.string(), user: ZUserDetails });

export const authEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/auth/register',
    summary: 'Sign up',
    description:
      'Anyone. Creates an account waiting for its address to be confirmed and e-mails a 6-digit code; an address that already has an account answers the same and its owner gets a notice instead (no account enumeration).',
    tag,
    public: true,
    body: ZRegisterSchema,
    data: z.object({ email: z.string(), signupToken: z.string() }),
    status: 201,
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/auth/verifyOtp',
    summary: 'Verify an e-mailed code',
    description:
      'Anyone holding a code. A sign-up code confirms the address and answers a session (`token`, `user`); a reset code answers a short-lived `resetToken` for createPassword. A wrong, expired or locked code is a 400 on `otp`.',
    refuses: [403],
    tag,
    public: true,
    body: ZVerifyOtpSchema,
    data: z.union([zAuthResult, z.object({ resetToken: z.string() })]),
  }),
  resendOtp: endpoint({
    method: 'POST',
    path: '/auth/resendOtp',
    summary: 'Send a new code',
    description:
      'Anyone. E-mails a new sign-up or reset code (`purpose`) to the address; limited per address.',
    tag,
    public: true,
    body: ZResendOtpSchema,
    data: z.null(),
  }),
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with e-mail and password',
    description:
      'Anyone. Answers a session token and the userDetails. Wrong credentials are 401 `invalid_credentials` (and count against the client address’s failures); an unconfirmed address or a deactivated account is 403.',
    refuses: [401, 403],
    tag,
    public: true,
    body: ZLoginSchema,
    data: zAuthResult,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/auth/forgotPassword',
    summary: 'Ask for a password reset code',
    description:
      'Anyone. E-mails a reset code when the address has an account, and answers the same when it has none (no account enumeration).',
    tag,
    public: true,
    body: ZForgotPasswordSchema,
    data: z.null(),
  }),
  createPassword: endpoint({
    method: 'POST',
    path: '/auth/createPassword',
    summary: 'Set a new password',
    description:
      'Anyone holding a `resetToken` from verifyOtp. Sets the password and revokes every session of the account.',
    tag,
    public: true,
    body: ZCreatePasswordSchema,
    data: z.null(),
  }),
  logout: endpoint({
    method: 'GET',
    path: '/auth/logout',
    summary: 'Sign out',
    description:
      'The signed-in user. Revokes this token: a later call with it answers 401 `invalid token`.',
    tag,
    data: z.null(),
  }),
  /**
   * The profile module's read, declared here beside the other answers of userDetails: every
   * signed-in page asks for it, and the profile form's schemas would bring the phone number rules
   * (32 KiB gzipped) into the signed-in shell.
   */
  profile: endpoint({
    method: 'GET',
    path: '/auth/getProfile',
    summary: 'Read my profile',
    description:
      'The signed-in user. Their userDetails: profile, plan, onboarding answers and, per team, the permissions they hold (teamRolePermissions).',
    tag: 'profile',
    data: ZUserDetails,
  }),
};
