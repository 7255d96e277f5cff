// A real OpenID provider (oidc-provider) standing in for Google in the journeys: its sign-in page
// takes any login (an e-mail address), and the app's consent is granted as Google does for a
// returning user. Started by playwright.config.ts beside the app, which is pointed at it.
import Provider from 'oidc-provider';

const port = Number(process.env.LOCAL_GOOGLE_PORT);
const appUrl = process.env.APP_URL;
const issuer = `http://127.0.0.1:${port}`;

const titleCase = (word) => word.charAt(0).toUpperCase() + word.slice(1);

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.GOOGLE_CLIENT_ID,
      client_secret: process.env.GOOGLE_CLIENT_SECRET,
      redirect_uris: [`${appUrl}/api/v1/auth/google/callback`],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  pkce: { required: () => true },
  // Google puts the profile claims in the ID token itself.
  conformIdTokenClaims: false,
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  findAccount: (_ctx, login) => ({
    accountId: login,
    claims: () => ({
      sub: login,
      email: login,
      email_verified: true,
      name: login.split('@')[0].split('.').slice(0, 2).map(titleCase).join(' '),
    }),
  }),
  async loadExistingGrant(ctx) {
    const { client, session } = ctx.oidc;
    const existing = session.grantIdFor(client.clientId);
    if (existing) return ctx.oidc.provider.Grant.find(existing);
    const grant = new ctx.oidc.provider.Grant({
      clientId: client.clientId,
      accountId: session.accountId,
    });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    session.grantIdFor(client.clientId, grant.jti);
    return grant;
  },
});

provider.listen(port, '127.0.0.1');
