import type { ProductStage } from '@atelier/domain';
import { Badge } from '@mantine/core';
import { useT } from '../../lib/i18n';

const STAGE_COLOURS: Record<ProductStage, string> = {
  idea: 'gray',
  design: 'blue',
  sampling: 'orange',
  approved: 'teal',
  production: 'grape',
};

export function StageBadge({ stage }: { stage: ProductStage }) {
  const t = useT();
  return (
    <Badge variant="light" color={STAGE_COLOURS[stage]}>
      {t(`stage.${stage}`)}
    </Badge>
  );
}
