import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

interface HiddenLabelTooltipProps {
  label: string;
  /** The control shows its label itself: no tooltip then. */
  labelShown: boolean;
  children: ReactElement;
}

/**
 * Names a control of the narrow side navigation, whose labels are hidden. While the labels show,
 * no tooltip is rendered at all: a disabled Mantine Tooltip still runs its positioning hooks, for
 * every entry of the navigation, on every signed-in page's first render.
 */
export function HiddenLabelTooltip({ label, labelShown, children }: HiddenLabelTooltipProps) {
  if (labelShown) return children;
  return (
    <Tooltip label={label} position="right" withArrow>
      {children}
    </Tooltip>
  );
}
