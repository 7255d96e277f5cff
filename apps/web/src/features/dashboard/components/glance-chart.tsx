import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface GlanceBar {
  label: string;
  value: number;
}

interface GlanceChartProps {
  bars: GlanceBar[];
  /** What a bar counts, for the tooltip ("Products", "Files"). */
  name: string;
  h: number;
}

/**
 * A small bar chart without axes, for the eye only: the card that shows it writes the same
 * numbers out for screen readers and keyboards, so the drawing is hidden from them and takes no
 * focus. Loaded on its own (`lazy`): the charting library is no part of the dashboard's first load.
 */
export function GlanceChart({ bars, name, h }: GlanceChartProps) {
  return (
    <div aria-hidden>
      <BarChart
        h={h}
        data={bars}
        dataKey="label"
        series={[{ name: 'value', label: name, color: 'plum.4' }]}
        withXAxis={false}
        withYAxis={false}
        gridAxis="none"
        accessibilityLayer={false}
        minBarSize={2}
        maxBarWidth={36}
      />
    </div>
  );
}
