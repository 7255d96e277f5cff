import {
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  type LinkedIdentities,
  type SocialProvider,
} from '@atelier/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/form-errors';
import { useSocialProviders } from '../../../lib/social-providers';
import { toast } from '../../../lib/toast';
import { useLinkAccount, useLinkedAccounts, useUnlinkAccount } from '../api/linked-accounts';
import { serverText } from '../../../lib/server-texts/server-text';

const ICONS = { google: IconBrandGoogle, facebook: IconBrandFacebook } as const;

/** Google and Facebook accounts linked to this one: listed, linked and unlinked here. */
export function LinkedAccounts() {
  const providers = useSocialProviders();
  const linked = useLinkedAccounts();
  const offered = SOCIAL_PROVIDERS.filter((provider) => providers.data?.[provider]);
  const linkedProviders = linked.data?.identities.map((identity) => identity.provider) ?? [];
  const shown = SOCIAL_PROVIDERS.filter(
    (provider) => offered.includes(provider) || linkedProviders.includes(provider),
  );
  if (!linked.data || shown.length === 0) return null;
  return <LinkedAccountsCard accounts={linked.data} shown={shown} offered={offered} />;
}

interface CardProps {
  accounts: LinkedIdentities;
  shown: SocialProvider[];
  offered: SocialProvider[];
}

function LinkedAccountsCard({ accounts, shown, offered }: CardProps) {
  const [params] = useSearchParams();
  const justLinked = SOCIAL_PROVIDERS.find((provider) => provider === params.get('linked'));
  const link = useLinkAccount();
  const unlink = useUnlinkAccount();
  const [error, setError] = useState<string | null>(null);

  const onLink = async (provider: SocialProvider) => {
    setError(null);
    try {
      window.location.assign(await link.mutateAsync(provider));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const onUnlink = async (provider: SocialProvider) => {
    setError(null);
    try {
      toast.success(serverText(await unlink.mutateAsync(provider)));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} mt="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            Linked accounts
          </Title>
          <Text c="dimmed" size="sm">
            Sign in to Atelier with these as well as with your e-mail.
          </Text>
        </div>
        {justLinked && (
          <Alert color="green" variant="light">
            {SOCIAL_PROVIDER_NAMES[justLinked]} is now linked to your account.
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {shown.map((provider) => {
          const identity = accounts.identities.find((entry) => entry.provider === provider);
          const Icon = ICONS[provider];
          const name = SOCIAL_PROVIDER_NAMES[provider];
          return (
            <Group key={provider} justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
                <Icon size={22} aria-hidden />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{name}</Text>
                  <Text size="sm" c="dimmed" truncate>
                    {identity ? identity.email || 'Linked' : 'Not linked'}
                  </Text>
                </div>
              </Group>
              {identity ? (
                <Button
                  variant="default"
                  style={{ flexShrink: 0 }}
                  onClick={() => void onUnlink(provider)}
                  loading={unlink.isPending && unlink.variables === provider}
                  aria-label={`Unlink ${name}`}
                >
                  Unlink
                </Button>
              ) : (
                offered.includes(provider) && (
                  <Button
                    variant="default"
                    style={{ flexShrink: 0 }}
                    onClick={() => void onLink(provider)}
                    loading={link.isPending && link.variables === provider}
                    aria-label={`Link ${name}`}
                  >
                    Link
                  </Button>
                )
              )}
            </Group>
          );
        })}
        {!accounts.hasPassword && (
          <Text size="sm" c="dimmed">
            Your account has no password yet. To sign in with your e-mail too, sign out and use
            &lsquo;Forgot password?&rsquo; on the sign-in page: we e-mail you a code to set one.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
