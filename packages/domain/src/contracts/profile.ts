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
    summary: 'Update my profile',
    description:
      'The signed-in user. Saves their names, job title, contact details and picture (a path from auth/fileUpload) and answers the new userDetails.',
    tag,
    body: ZUpdateProfileSchema,
    data: ZUserDetails,
  }),
  updateQuestions: endpoint({
    method: 'PUT',
    path: '/auth/updateQuestions',
    summary: 'Save my onboarding answers',
    description:
      'The signed-in user. Stores their answers to the onboarding questions and answers the new userDetails.',
    tag,
    body: ZUpdateQuestionsSchema,
    data: ZUserDetails,
  }),
};
