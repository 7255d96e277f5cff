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
    tag,
    public: true,
    body: ZRegisterSchema,
    data: z.object({ email: z.string(), signupToken: z.string() }),
    status: 201,
  }),
  /** Sign-up codes answer a session; reset codes a short-lived reset token. */
  verifyOtp: endpoint({
    method: 'POST',
    path: '/auth/verifyOtp',
    tag,
    public: true,
    body: ZVerifyOtpSchema,
    data: z.union([zAuthResult, z.object({ resetToken: z.string() })]),
  }),
  resendOtp: endpoint({
    method: 'POST',
    path: '/auth/resendOtp',
    tag,
    public: true,
    body: ZResendOtpSchema,
    data: z.null(),
  }),
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    tag,
    public: true,
    body: ZLoginSchema,
    data: zAuthResult,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/auth/forgotPassword',
    tag,
    public: true,
    body: ZForgotPasswordSchema,
    data: z.null(),
  }),
  createPassword: endpoint({
    method: 'POST',
    path: '/auth/createPassword',
    tag,
    public: true,
    body: ZCreatePasswordSchema,
    data: z.null(),
  }),
  logout: endpoint({ method: 'GET', path: '/auth/logout', tag, data: z.null() }),
  /**
   * The profile module's read, declared here beside the other answers of userDetails: every
   * signed-in page asks for it, and the profile form's schemas would bring the phone number rules
   * (32 KiB gzipped) into the signed-in shell.
   */
  profile: endpoint({
    method: 'GET',
    path: '/auth/getProfile',
    tag: 'profile',
    data: ZUserDetails,
  }),
};
