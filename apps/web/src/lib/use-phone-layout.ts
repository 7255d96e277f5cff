import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint: where the app shell folds its side navigation away. */
const PHONE_WIDTH = '(max-width: 47.99em)';

/**
 * Whether the window is phone-wide, known at the first render. The app renders in the browser
 * only, so there is no server answer to agree with; read in an effect instead, every page rendered
 * twice on a phone, the desktop layout first (the signed-in shell's second render was 370 ms of
 * the dashboard's first load at 4× CPU).
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_WIDTH, false, { getInitialValueInEffect: false });
}
