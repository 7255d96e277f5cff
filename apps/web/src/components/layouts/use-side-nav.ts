import { SIDEBAR_RERENDER_MS } from '@atelier/domain';
import { useEffect, useRef, useState } from 'react';

/**
 * The side navigation starts collapsed and toggles (SPEC §2). Labels come back 300 ms after
 * expanding, once the width animation is over, so they never wrap while the bar grows.
 */
export function useSideNav() {
  const [expanded, setExpanded] = useState(false);
  const [labelsVisible, setLabelsVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const toggle = () => {
    window.clearTimeout(timer.current);
    const next = !expanded;
    setExpanded(next);
    if (next) timer.current = window.setTimeout(() => setLabelsVisible(true), SIDEBAR_RERENDER_MS);
    else setLabelsVisible(false);
  };

  return { expanded, labelsVisible, toggle };
}
