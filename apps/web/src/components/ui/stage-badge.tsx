import { PRODUCT_STAGE_LABELS, type ProductStage } from '@atelier/domain';
import { Badge } from '@mantine/core';

const STAGE_COLOURS: Record<ProductStage, string> = {
  idea: 'gray',
  design: 'blue',
  sampling: 'orange',
  approved: 'teal',
  production: 'grape',
};

export function StageBadge({ stage }: { stage: ProductStage }) {
  return (
    <Badge variant="light" color={STAGE_COLOURS[stage]}>
      {PRODUCT_STAGE_LABELS[stage]}
    </Badge>
  );
}
