import { SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS } from '@atelier/domain';
import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import { useSocialProviders } from '../../../lib/social-providers';
import { socialSignInHref } from '../api/social';

const ICONS = { google: IconBrandGoogle, facebook: IconBrandFacebook } as const;

/** 'Continue with Google' / 'Continue with Facebook', for the providers this server offers. */
export function SocialButtons() {
  const t = useT();
  const { data } = useSocialProviders();
  const offered = SOCIAL_PROVIDERS.filter((provider) => data?.[provider]);
  if (offered.length === 0) return null;
  return (
    <Stack gap="sm" mb="lg">
      {offered.map((provider) => {
        const Icon = ICONS[provider];
        return (
          <Button
            key={provider}
            component="a"
            href={socialSignInHref(provider)}
            variant="default"
            size="md"
            fullWidth
            leftSection={<Icon size={18} aria-hidden />}
          >
            {t('signIn.continueWith', { provider: SOCIAL_PROVIDER_NAMES[provider] })}
          </Button>
        );
      })}
      <Divider label={t('signIn.orEmail')} labelPosition="center" />
    </Stack>
  );
}
