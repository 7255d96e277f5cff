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
  ZRenameDesignmateSchema,
} from '../designmate.ts';
import { zRecordId } from '../teams.ts';
import { endpoint } from './endpoint.ts';

const tag = 'designmate';
const zIdParams = z.object({ id: zRecordId() });

export const designmateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/aidesignmate',
    tag,
    query: ZDesignmateListQuery,
    data: z.array(ZDesignmateConversation),
  }),
  /** The team's questions and tokens this month, against its plan (registered before `/:id`). */
  usage: endpoint({
    method: 'GET',
    path: '/aidesignmate/usage',
    tag,
    query: ZDesignmateListQuery,
    data: ZDesignmateUsage,
  }),
  create: endpoint({
    method: 'POST',
    path: '/aidesignmate',
    tag,
    body: ZCreateDesignmateSchema,
    data: ZDesignmateConversation,
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: '/aidesignmate/:id',
    tag,
    params: zIdParams,
    data: ZDesignmateConversationDetail,
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/aidesignmate/:id',
    tag,
    params: zIdParams,
    body: ZRenameDesignmateSchema,
    data: ZDesignmateConversation,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/aidesignmate/:id',
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
  /** Multipart `files` (images): mood-board pictures for a palette, kept with the conversation. */
  upload: endpoint({
    method: 'POST',
    path: '/aidesignmate/:id/upload',
    tag,
    params: zIdParams,
    multipart: true,
    data: z.array(ZDesignmateUpload),
    status: 201,
  }),
  message: endpoint({
    method: 'POST',
    path: '/aidesignmate/:id/message',
    tag,
    params: zIdParams,
    body: ZDesignmateMessageSchema,
    data: ZDesignmateMessage,
    status: 201,
  }),
};
