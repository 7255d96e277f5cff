import { TOAST_DISMISS_MS, TOAST_INFO_MS, TOAST_PRODUCT_MS } from '@atelier/domain';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ToastOptions {
  /** Names a toast so that it can be hidden early (`toast.hide`); showing it again restarts it. */
  id?: string;
}

function show(
  message: string,
  { id }: ToastOptions,
  look: { color: string; icon: ReactNode; autoClose: number },
): void {
  // Mantine ignores a toast whose id is still on screen: the newer message replaces it instead.
  if (id) notifications.hide(id);
  notifications.show({ id, message, ...look });
}

/**
 * Toasts of SPEC §9: product toasts close after 1000 ms, info toasts after 5000 ms. Errors stay
 * as long as info toasts so they can be read.
 */
export const toast = {
  success(message: string, options: ToastOptions = {}): void {
    show(message, options, {
      color: 'success',
      icon: <IconCheck size={18} />,
      autoClose: TOAST_PRODUCT_MS,
    });
  },
  error(message: string, options: ToastOptions = {}): void {
    show(message, options, {
      color: 'error',
      icon: <IconAlertCircle size={18} />,
      autoClose: TOAST_INFO_MS,
    });
  },
  info(message: string, options: ToastOptions = {}): void {
    show(message, options, {
      color: 'plum',
      icon: <IconInfoCircle size={18} />,
      autoClose: TOAST_INFO_MS,
    });
  },
  hide(id: string): void {
    notifications.hide(id);
  },
  /** Clears every toast shortly after the call (SPEC §9). */
  dismissAll(): void {
    window.setTimeout(() => notifications.clean(), TOAST_DISMISS_MS);
  },
};
