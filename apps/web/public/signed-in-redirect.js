// Loaded by the prerendered sign-in page (`/`) before it paints: a signed-in visitor is sent on to
// the dashboard at once, as PublicOnlyRoute would once the app has loaded, instead of seeing the
// sign-in form first. 'token' is the session's key (src/lib/session-key.ts).
if (localStorage.getItem('token')) location.replace('/dashboard');
