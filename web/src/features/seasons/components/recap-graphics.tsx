// The charts' legends draw each series' dot with ColorSwatch, whose sheet nothing else loads.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';

// The recap's two charts (recharts, the recap page's heaviest code): loaded by ./recap-charts.tsx
// only once a chart is scrolled to, so the page's first paint and hydration do without them.

type Row = Record<string, string | number>;
/** What a chart draws: its rows, its series (one per player) and its height in pixels. */
export type ChartProps = { data: Row[]; series: { name: string; color: string }[]; height: number };

/** League points after each round, a line per player. */
export function StandingsLines({ data, series, height }: ChartProps) {
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="round"
      series={series}
      withLegend
      curveType="linear"
      // Room at both ends for the first and last rounds' labels ('Start', 'R3').
      xAxisProps={{ padding: { left: 20, right: 20 } }}
      // The table beside it is what assistive technology reads: the hidden chart takes no focus.
      lineChartProps={{ accessibilityLayer: false }}
    />
  );
}

/** Per receiver, a stacked bar of the shares each giver sent. */
export function GaveBars({ data, series, height }: ChartProps) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="player"
      type="stacked"
      series={series}
      withLegend
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
