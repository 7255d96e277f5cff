/** The signed-in user's own details (SPEC §7, under the `auth` base): profile and onboarding. */
import { ZUpdateProfileSchema, ZUpdateQuestionsSchema, ZUserDetails } from '../profile.ts';
import { endpoint } from './endpoint.ts';

const tag = 'profile';

export const profileEndpoints = {
  get: endpoint({ method: 'GET', path: '/auth/getProfile', tag, data: ZUserDetails }),
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
