import type { FairnessReport } from '@dungeonbowl/engine';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';

// Only the parts of Chart.js this chart draws, so the rest stays out of the bundle.
ChartJS.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

const TEXT = '#eee6d8';
const GRID = '#3a352f';
const pct = (n: number) => Math.round(n * 1000) / 10;

/**
 * Each end zone's share of the decided games: its interval as a bar (95% for all end zones together), its share as a dot, and
 * the even share (1 / teams) as a line. An interval that does not cross the line is flagged.
 */
export function EndZoneChart({ report }: { readonly report: FairnessReport }) {
  const zones = report.endZones;
  const data: ChartData<'bar' | 'line', (number | [number, number] | null)[], string> = {
    labels: zones.map((z) => z.endZone),
    datasets: [
      {
        type: 'bar',
        label: 'Interval (95% for all together)',
        data: zones.map((z) => [pct(z.low), pct(z.high)] as [number, number]),
        backgroundColor: zones.map((z) =>
          z.verdict === 'favoured' || z.verdict === 'unfavoured' ? '#dc2626aa' : '#d97706aa',
        ),
        barPercentage: 0.5,
        order: 2,
      },
      {
        type: 'line',
        label: 'Share of wins',
        data: zones.map((z) => (z.share === null ? null : pct(z.share))),
        showLine: false,
        pointRadius: 6,
        pointBackgroundColor: TEXT,
        borderColor: TEXT,
        order: 1,
      },
      {
        type: 'line',
        label: 'Even share',
        data: zones.map(() => pct(report.evenShare)),
        borderColor: '#60a5fa',
        borderDash: [6, 4],
        pointRadius: 0,
        order: 0,
      },
    ],
  };
  const options: ChartOptions<'bar' | 'line'> = {
    animation: false,
    maintainAspectRatio: false,
    scales: {
      y: {
        min: 0,
        max: 100,
        title: { display: true, text: 'wins, % of decided games', color: TEXT },
        ticks: { color: TEXT },
        grid: { color: GRID },
      },
      x: { ticks: { color: TEXT }, grid: { color: GRID } },
    },
    plugins: { legend: { labels: { color: TEXT } } },
  };
  return (
    <Chart
      type="bar"
      data={data}
      options={options}
      aria-label={`Share of wins by end zone: ${zones
        .map((z) => `${z.endZone} ${z.share === null ? 'none' : `${pct(z.share)}%`}`)
        .join(', ')}`}
      role="img"
    />
  );
}
