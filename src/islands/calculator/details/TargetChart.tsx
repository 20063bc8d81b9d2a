import type { ChartTone } from '@/lib/finance/details';

export interface TargetChartProps {
  /** The `data-chart` hook. */
  name: string;
  caption: string;
  /** Shares in % (a negative one draws no bar), each with the % it is measured against; `tone` picks its colour. */
  bars: readonly { label: string; value: number; target: number; tone: ChartTone }[];
}

// No viewBox: the SVG is as wide as its column and ROW px a bar tall, so its labels keep the size CSS gives them at
// every width. Bars run across in percentages of the plot; their labels sit in the CSS margin to its left.
const ROW = 40;
const BAR = 20;

const percent = (value: number) => `${String(Number(value.toFixed(1)))}\u00a0%`;
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Shares against targets (the 50/30/20 budget): a bar per share on a scale of 0 to 100 % (wider when a share is
 * larger), with a dark mark at its target. The list under it states every share and target in words.
 */
export default function TargetChart({ name, caption, bars }: TargetChartProps) {
  const scale = Math.max(100, ...bars.map((bar) => bar.value));
  const x = (value: number) => `${String(round((Math.min(Math.max(value, 0), scale) / scale) * 100))}%`;
  const height = bars.length * ROW;
  const describe = (bar: TargetChartProps['bars'][number]) => `${bar.label} ${percent(bar.value)} (guide ${percent(bar.target)})`;

  return (
    <figure data-chart={name} className="chart target-chart">
      <svg role="img" aria-label={`${caption}: ${bars.map(describe).join(', ')}.`} height={height}>
        {bars.map((bar, index) => {
          const top = index * ROW + (ROW - BAR) / 2;
          return (
            <g key={bar.label}>
              <text x={-84} y={top + BAR / 2} dy="0.35em">
                {bar.label}
              </text>
              <rect className="chart-track" x={0} y={top} width="100%" height={BAR} />
              {bar.value > 0 && (
                <rect className={`tone-${bar.tone}`} x={0} y={top} width={x(bar.value)} height={BAR}>
                  <title>{describe(bar)}</title>
                </rect>
              )}
              <line className="chart-target" x1={x(bar.target)} x2={x(bar.target)} y1={top - 4} y2={top + BAR + 4} />
            </g>
          );
        })}
      </svg>
      <ul className="chart-legend">
        {bars.map((bar) => (
          <li key={bar.label} className={`tone-${bar.tone}`}>
            <span>{bar.label}</span> <strong>{percent(bar.value)}</strong> <span className="chart-share">guide {percent(bar.target)}</span>
          </li>
        ))}
      </ul>
      <figcaption>{caption}; the dark marks are the guide.</figcaption>
    </figure>
  );
}
