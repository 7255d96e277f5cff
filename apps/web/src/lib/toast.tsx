import { TOAST_DISMISS_MS, TOAST_INFO_MS, TOAST_PRODUCT_MS } from '@atelier/domain';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconInfoCircle } from '@tabler/icons-react';

/**
 * Toasts of SPEC §9: product toasts close after 1000 ms, info toasts after 5000 ms. Errors stay
 * as long as info toasts so they can be read.
 */
export const toast = {
  success(message: string): void {
    notifications.show({
      message,
      color: 'success',
      icon: <IconCheck size={18} />,
      autoClose: TOAST_PRODUCT_MS,
    });
  },
  error(message: string): void {
    notifications.show({
      message,
      color: 'error',
      icon: <IconAlertCircle size={18} />,
      autoClose: TOAST_INFO_MS,
    });
  },
  info(message: string): void {
    notifications.show({
      message,
      color: 'plum',
      icon: <IconInfoCircle size={18} />,
      autoClose: TOAST_INFO_MS,
    });
  },
  /** Clears every toast shortly after the call (SPEC §9). */
  dismissAll(): void {
    window.setTimeout(() => notifications.clean(), TOAST_DISMISS_MS);
  },
};
