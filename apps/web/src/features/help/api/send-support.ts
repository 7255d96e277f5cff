import { SUPPORT_SCREENSHOT_FIELD, supportEndpoints, type TSupportSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface SupportInput extends TSupportSchema {
  screenshot: File | null;
}

/** `POST support` (multipart: the fields first, then the optional screenshot). */
export function sendSupport({ subject, message, screenshot }: SupportInput) {
  const body = new FormData();
  body.append('subject', subject);
  body.append('message', message);
  if (screenshot) body.append(SUPPORT_SCREENSHOT_FIELD, screenshot);
  return callApi(supportEndpoints.send, { formData: body });
}

export function useSendSupport() {
  return useMutation({ mutationFn: sendSupport });
}
