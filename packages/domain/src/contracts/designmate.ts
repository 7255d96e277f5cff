/**
 * designmate (SPEC §5 `aidesignmate`, issue 35): a user's conversations in a team, and a message
 * that a skill (or, when configured, a model) answers.
 */
import { z } from 'zod';
import { ZDeletedEntry } from '../catalogues.ts';
import {
  ZCreateDesignmateSchema,
  ZDesignmateConversation,
  ZDesignmateConversationDetail,
  ZDesignmateListQuery,
  ZDesignmateMessage,
  ZDesignmateMessageSchema,
  ZDesignmateUpload,
  ZDesignmateUsage,
  ZApplyDesignmateSuggestionSchema,
  ZRenameDesignmateSchema,
  ZSaveDesignmatePaletteSchema,
  ZSavedDesignmatePalette,
} from '../designmate.ts';
import { ZProduct } from '../products.ts';
import { zRecordId } from '../teams.ts';
import { endpoint } from './endpoint.ts';

const tag = 'designmate';
const zIdParams = z.object({ id: zRecordId() });
const zMessageParams = z.object({ id: zRecordId(), messageId: zRecordId() });

export const designmateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/aidesignmate',
    summary: 'List my designmate conversations',
    description: 'Any active member of the team. Their own conversations in it.',
    refuses: [403, 404],
    tag,
    query: ZDesignmateListQuery,
    data: z.array(ZDesignmateConversation),
  }),
  /** Registered before `/:id`. */
  usage: endpoint({
    method: 'GET',
    path: '/aidesignmate/usage',
    summary: 'Read the team’s designmate usage',
    description:
      'Any active member. The team’s questions and tokens this month, against its plan’s allowance.',
    refuses: [403, 404],
    tag,
    query: ZDesignmateListQuery,
    data: ZDesignmateUsage,
  }),
  create: endpoint({
    method: 'POST',
    path: '/aidesignmate',
    summary: 'Start a designmate conversation',
    description: 'Any active member, in one team, optionally about one of its products.',
    refuses: [403, 404],
    tag,
    body: ZCreateDesignmateSchema,
    data: ZDesignmateConversation,
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: '/aidesignmate/:id',
    summary: 'Read a designmate conversation',
    description: 'Its owner alone (anyone else reads 404): its messages and images.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZDesignmateConversationDetail,
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/aidesignmate/:id',
    summary: 'Rename a designmate conversation',
    description: 'Its owner alone.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    body: ZRenameDesignmateSchema,
    data: ZDesignmateConversation,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/aidesignmate/:id',
    summary: 'Delete a designmate conversation',
    description: 'Its owner alone.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/aidesignmate/:id/upload',
    summary: 'Upload mood-board images',
    description:
      'The conversation’s owner. Multipart `files` (images) for a palette, kept with the conversation; they count against the team’s storage.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    multipart: true,
    data: z.array(ZDesignmateUpload),
    status: 201,
  }),
  message: endpoint({
    method: 'POST',
    path: '/aidesignmate/:id/message',
    summary: 'Ask designmate',
    description:
      'The conversation’s owner, within the team’s monthly allowance (past it: 403 ‘Upgrade your plan.’). A skill, or a model when one is configured, answers from what the asker may see. With `Accept: text/event-stream` the answer streams as server-sent events, ending with the envelope.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    body: ZDesignmateMessageSchema,
    data: ZDesignmateMessage,
    status: 201,
  }),
  savePalette: endpoint({
    method: 'POST',
    path: '/aidesignmate/:id/messages/:messageId/palette',
    summary: 'Save an answer’s palette',
    description:
      'The conversation’s owner, allowed to add to the team’s catalogues (canAddProduct, or the owner) and, to put it on the product, to edit it. The answer’s palette goes into the team’s colour library (colours it lacks are added), or into the library and onto the conversation’s product, keeping its other colours: one transaction, so a teammate’s change is kept and a failure leaves nothing half done.',
    refuses: [403, 404],
    tag,
    params: zMessageParams,
    body: ZSaveDesignmatePaletteSchema,
    data: ZSavedDesignmatePalette,
  }),
  applySuggestion: endpoint({
    method: 'POST',
    path: '/aidesignmate/:id/messages/:messageId/apply',
    summary: 'Apply an answer’s suggestion',
    description:
      'The conversation’s owner, allowed to edit its product. One of the answer’s suggested fabrics, categories, seasons or tags goes onto the product, keeping what the product has, in one transaction.',
    refuses: [403, 404],
    tag,
    params: zMessageParams,
    body: ZApplyDesignmateSuggestionSchema,
    data: ZProduct,
  }),
};
