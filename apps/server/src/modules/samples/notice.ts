/** A notification's text each reader reads in their own language, with its values (issue 47 §4). */
import type { Notice, NoticeKey } from '@atelier/domain';

export const notice = (key: NoticeKey, values: Record<string, string>): Notice => ({ key, values });
