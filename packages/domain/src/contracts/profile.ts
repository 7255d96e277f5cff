/**
 * The signed-in user's profile form and onboarding answers (SPEC §7, under the `auth` base). The
 * profile itself is read through `authEndpoints.profile`.
 */
import { ZUpdateProfileSchema, ZUpdateQuestionsSchema } from '../profile.ts';
import { ZUserDetails } from '../user-details.ts';
import { endpoint } from './endpoint.ts';

const tag = 'profile';

export const profileEndpoints = {
  update: endpoint({
    method: 'PUT',
    path: '/auth/updateProfile',
    tag,
    body: ZUpdateProfileSchema,
    data: ZUserDetails,
  }),
  updateQuestions: endpoint({
    method: 'PUT',
    path: '/auth/updateQuestions',
    tag,
    body: ZUpdateQuestionsSchema,
    data: ZUserDetails,
  }),
};
