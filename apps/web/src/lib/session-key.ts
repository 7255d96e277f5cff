/**
 * Where the session's token is stored (localStorage). Its own module so the build's shell preload
 * (build/shell-preload.ts) reads the same key as the app; public/signed-in-redirect.js repeats it.
 */
export const TOKEN_KEY = 'token';
