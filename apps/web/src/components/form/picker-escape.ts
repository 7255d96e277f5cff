import type { PopoverProps } from '@mantine/core';
import { useState } from 'react';

/** Mantine's dialogs close on an Esc from any element but one marked this way. */
const KEEP_DIALOG = { 'data-mantine-stop-propagation': true } as const;

/**
 * Esc in an open calendar closes the calendar, not the dialog around it (and what was typed in
 * it). A Mantine dialog hears Esc on the window before the calendar does, and lets it be only when
 * the key comes from an element marked `data-mantine-stop-propagation`: the calendar's days are,
 * its time fields and a date field with its calendar open are not. This marks the field while its
 * calendar is open (spread `inputProps` on the picker, `popoverProps` on its popover) and gives
 * the time fields their mark (`timeFieldProps`).
 */
export function usePickerEscape(popoverProps?: PopoverProps) {
  const [open, setOpen] = useState(false);
  return {
    inputProps: open ? KEEP_DIALOG : {},
    popoverProps: {
      withinPortal: true,
      ...popoverProps,
      onOpen: () => {
        setOpen(true);
        popoverProps?.onOpen?.();
      },
      onClose: () => {
        setOpen(false);
        popoverProps?.onClose?.();
      },
    },
    timeFieldProps: {
      hoursInputProps: KEEP_DIALOG,
      minutesInputProps: KEEP_DIALOG,
      secondsInputProps: KEEP_DIALOG,
      amPmSelectProps: KEEP_DIALOG,
    },
  };
}
