import { Anchor } from '@mantine/core';
import { externalLinks } from '../../lib/external-links';

const EXTERNAL = [
  { label: 'Home', href: externalLinks.home },
  { label: 'About us', href: externalLinks.aboutUs },
  { label: 'Blog', href: externalLinks.blog },
  { label: 'Request demo', href: externalLinks.requestDemo },
] as const;

/** Links to the marketing site (SPEC §2, public header). */
export function PublicExternalLinks({ onNavigate }: { onNavigate?: () => void }) {
  return EXTERNAL.map((link) => (
    <Anchor
      key={link.label}
      href={link.href}
      c="dark.6"
      fw={500}
      underline="never"
      onClick={onNavigate}
    >
      {link.label}
    </Anchor>
  ));
}
