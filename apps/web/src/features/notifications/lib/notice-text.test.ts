import type { AppNotification } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { translateEnglish } from '../../../lib/i18n';
import { noticeText } from './notification';

const base: AppNotification = {
  _id: 'n-1',
  key: 'sample',
  message: 'Spring studio asked for a Fit 1 sample of Linen shirt, needed by 2099-03-01.',
  user: 'u-1',
  teamId: null,
  productId: null,
  imgId: null,
  createdTime: '2026-12-07T10:00:00.000Z',
  isRead: false,
  actor: null,
  payload: {},
};

describe('a notification’s text (issue 47 §4)', () => {
  it('writes a notice in the reader’s language from its values', () => {
    const notification = {
      ...base,
      payload: {
        notice: {
          key: 'sampleShipped',
          values: { supplier: 'Lucky Garments', round: 'PP', product: 'Wrap dress' },
        },
      },
    };
    expect(noticeText(notification, translateEnglish)).toBe(
      'Lucky Garments shipped the PP sample of Wrap dress.',
    );
  });

  it('keeps the recorded text for anything else', () => {
    expect(noticeText(base, translateEnglish)).toBe(base.message);
    const unknown = { ...base, payload: { notice: { key: 'somethingNew', values: {} } } };
    expect(noticeText(unknown, translateEnglish)).toBe(base.message);
  });
});
