/**
 * The toasts that lead to the code screen ('Check your email to finish signing up.', a code sent
 * again) belong to it: they are hidden once the code is accepted or the user goes back for another address.
 */
export const CODE_SCREEN_TOAST = 'code-screen';
