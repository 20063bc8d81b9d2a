import type { ChartTone, SeriesChartData } from '@/lib/finance/details';
import { yearLabel } from '@/lib/format';

export interface SeriesChartProps {
  /** The `data-chart` hook, e.g. "balance" or "growth". */
  name: string;
  caption: string;
  /** What one period is called, e.g. "Year". */
  periodLabel: string;
  /** The periods along the x axis (1, 2, 3 … possibly a last partial one such as 27.5). */
  periods: readonly number[];
  /** One value per period each, drawn as stacked columns, the first series at the bottom; `tone` picks its colour. */
  series: readonly { label: string; values: readonly number[]; tone: ChartTone }[];
  /** Stacked (parts of a whole, the default) or side by side (two measures of the same year). */
  stacked?: boolean | undefined;
  /** Periods marked on the axis whatever their columns (the start years whose money ran out, at 0). */
  marks?: SeriesChartData['marks'];
  format: (value: number) => string;
}

// No viewBox: the SVG is as wide as its column and HEIGHT px tall, so its text is drawn at the size CSS gives it at
// every width. Across, positions are percentages of the plot; the value axis's labels sit in the CSS margin to the
// plot's left (overflow visible). Down, positions are pixels.
const HEIGHT = 220;
const BOTTOM = 24;
const TOP = 8;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;

/** A round step (1, 2 or 5 × 10^k) that splits `max` into about four gridlines. */
function niceStep(max: number): number {
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((m) => m * magnitude).find((step) => step >= rough) ?? rough;
}

/** Axis labels short enough for a phone: "$250k", "$1.5M", and in rupees lakh and crore ("₹40L", "₹1.2Cr"). */
function compact(value: number, format: (value: number) => string): string {
  if (value < 0) return `-${compact(-value, format)}`;
  const symbol = format(0).replace(/[\d.,\s-]/g, '');
  const short = (divisor: number, suffix: string) => `${symbol}${Number((value / divisor).toFixed(1))}${suffix}`;
  if (symbol === '₹' && value >= 1e7) return short(1e7, 'Cr');
  if (symbol === '₹' && value >= 1e5) return short(1e5, 'L');
  if (value >= 1e9) return short(1e9, 'B');
  if (value >= 1e6) return short(1e6, 'M');
  if (value >= 1e3) return short(1e3, 'k');
  return `${symbol}${value}`;
}

/** Coordinates to 1/100 of a unit: sharper than any screen, and 100 columns of markup stay short. */
const round = (value: number) => Math.round(value * 100) / 100;
const percent = (value: number) => `${String(round(value))}%`;

/** NaN or infinite values would bend the scale or print "NaN": they count as nothing. */
const finite = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? value : 0);

/**
 * Values by period as columns (stacked, or side by side), with a labelled value axis and sparse period labels so
 * 40 years stay legible on a phone. The numbers themselves are in the table beside it; the label sums them up.
 */
export function SeriesChart({ name, caption, periodLabel, periods, series, stacked = true, marks, format }: SeriesChartProps) {
  // Parts of a whole are never below 0; two measures side by side can be (a buyer who sells in year 1 can owe more
  // than the home fetches): their columns then hang below a zero line.
  const value = (line: SeriesChartProps['series'][number], index: number) => (stacked ? Math.max(0, finite(line.values[index])) : finite(line.values[index]));
  const totals = periods.map((_, index) =>
    stacked ? series.reduce((sum, line) => sum + value(line, index), 0) : Math.max(0, ...series.map((line) => value(line, index))),
  );
  const peak = Math.max(0, ...totals);
  const trough = Math.min(0, ...periods.flatMap((_, index) => series.map((line) => value(line, index))));
  const step = peak - trough > 0 ? niceStep(peak - trough) : 1;
  const top = peak - trough > 0 ? Math.ceil(peak / step) * step : 1;
  const bottom = Math.floor(trough / step) * step;
  // Nothing to draw still keeps the box and its baseline; toPrecision drops float noise such as 0.30000000000000004.
  const gridlines = Array.from({ length: Math.round((top - bottom) / step) + 1 }, (_, index) => Number((bottom + index * step).toPrecision(12)));
  const y = (value: number) => round(TOP + PLOT_HEIGHT - ((value - bottom) / (top - bottom)) * PLOT_HEIGHT);
  const slot = 100 / Math.max(1, periods.length);
  // About six period labels; one closer to the last (always labelled) than the others are to each other is dropped,
  // so that even four-digit years (HISTORY.md's start years) never run into it.
  const every = Math.max(1, Math.ceil(periods.length / 6));
  const labelled = (index: number) => index === periods.length - 1 || (index % every === 0 && periods.length - 1 - index >= every);
  const columnWidth = (slot * 0.7) / (stacked ? 1 : Math.max(1, series.length));
  // "Year 5 (1 month)" for a last partial year, as the table says it.
  const named = (period: number | undefined) => `${periodLabel} ${periodLabel === 'Year' ? yearLabel(period ?? 0) : String(period)}`;
  const first = named(periods[0]);
  const last = named(periods.at(-1));
  const summary =
    periods.length === 0
      ? caption
      : stacked
        ? `${caption}. ${first}: ${format(totals[0] ?? 0)}; ${last}: ${format(totals.at(-1) ?? 0)}; highest ${format(peak)} in ${named(periods[totals.indexOf(peak)]).toLowerCase()}.`
        : `${caption}. ${series.map((line) => `${line.label}: ${first} ${format(value(line, 0))}, ${last} ${format(value(line, periods.length - 1))}`).join('; ')}.`;

  return (
    <figure data-chart={name} className="chart series-chart">
      <svg role="img" aria-label={summary} height={HEIGHT}>
        {gridlines.map((value) => (
          <g key={value} className="chart-grid">
            <line x1={0} x2="100%" y1={y(value)} y2={y(value)} />
            <text x={-6} y={y(value)} dy="0.35em" textAnchor="end">
              {compact(value, format)}
            </text>
          </g>
        ))}
        {periods.map((period, index) => {
          let base = 0;
          const x = index * slot + slot * 0.15;
          return (
            <g key={index}>
              {series.map((line, seriesIndex) => {
                const part = value(line, index);
                // Stacked columns sit on the one below; side-by-side ones each start at 0 in their own lane.
                const from = stacked ? base : 0;
                const to = from + part;
                base = to;
                const left = stacked ? x : x + seriesIndex * columnWidth;
                return part !== 0 ? (
                  <rect key={seriesIndex} className={`tone-${line.tone}`} x={percent(left)} width={percent(columnWidth)} y={y(Math.max(from, to))} height={round(Math.abs(y(from) - y(to)))}>
                    <title>{`${named(period)}: ${line.label} ${format(part)}`}</title>
                  </rect>
                ) : null;
              })}
              {labelled(index) && (
                <text className="chart-axis" x={percent(x + slot * 0.35)} y={HEIGHT - 6} textAnchor="middle">
                  {/* A last partial year (4.08) is the fifth: its number, the tooltip and summary give its months. */}
                  {periodLabel === 'Year' ? Math.ceil(period) : period}
                </text>
              )}
            </g>
          );
        })}
        {/* A column at 0 draws nothing: a mark stands just under the axis where it would be (below 0, so it never reads
            as an amount), named as its series is. */}
        {marks?.periods.map((period) => (
          <rect key={period} className={`tone-${series[marks.series]!.tone}`} x={percent(periods.indexOf(period) * slot + slot * 0.15)} width={percent(slot * 0.7)} y={HEIGHT - BOTTOM + 1} height={5}>
            <title>{`${named(period)}: ${series[marks.series]!.label}`}</title>
          </rect>
        ))}
      </svg>
      {series.length > 1 && (
        <ul className="chart-legend">
          {series.map((line, index) => (
            <li key={index} className={`tone-${line.tone}`}>
              {line.label}
            </li>
          ))}
        </ul>
      )}
      <figcaption>
        {caption} ({periodLabel.toLowerCase()} along the bottom)
      </figcaption>
    </figure>
  );
}
