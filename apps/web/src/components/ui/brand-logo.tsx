import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { BrandMark } from './brand-mark';

interface BrandLogoProps {
  to: string;
  /** Hide the word "Atelier" (e.g. in a collapsed side navigation). */
  markOnly?: boolean;
}

export function BrandLogo({ to, markOnly = false }: BrandLogoProps) {
  const t = useT();
  return (
    <Link to={to} aria-label={t('header.home')} style={{ textDecoration: 'none' }}>
      <Group gap={10} wrap="nowrap">
        <BrandMark />
        {!markOnly && (
          <Text component="span" ff="heading" fz={22} fw={600} c="plum.9" lh={1}>
            Atelier
          </Text>
        )}
      </Group>
    </Link>
  );
}
