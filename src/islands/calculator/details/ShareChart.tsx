import type { ChartTone } from '@/lib/finance/details';

export interface ShareChartProps {
  /** The `data-chart` hook, e.g. "principal-interest" or "breakdown". */
  name: string;
  caption: string;
  /** The parts in order; `tone` picks each one's colour. */
  parts: readonly { label: string; value: number; tone: ChartTone }[];
  /** Formats a value for people ("$1,234.56"); the caller knows the currency. */
  format: (value: number) => string;
}

// The bar stretches to the figure's width (preserveAspectRatio="none"); CSS fixes its aspect ratio, so the box is
// known before anything is drawn. It holds no text, so stretching distorts nothing that must be read.
const WIDTH = 600;
const HEIGHT = 40;

/** Negative, NaN or infinite values would bend the bar or print "NaN": they count as nothing. */
const amount = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
const share = (value: number, total: number) => (total > 0 ? (amount(value) / total) * 100 : 0);
const percent = (value: number) => `${value.toFixed(1)}\u00a0%`;
/** Coordinates to 1/100 of a unit: sharper than any screen, and the markup stays short. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Parts of a whole as one stacked bar with a legend that states each value and its share, so the numbers are in
 * text for everyone (the bar is the picture, the legend the data). Pure SVG drawn from props: same on server and
 * client, no state, no measuring.
 */
export function ShareChart({ name, caption, parts, format }: ShareChartProps) {
  const total = parts.reduce((sum, part) => sum + amount(part.value), 0);
  const described = parts.map((part) => ({ ...part, value: amount(part.value), share: percent(share(part.value, total)) }));
  const summary = `${caption}: ${described.map((part) => `${part.label} ${format(part.value)} (${part.share})`).join(', ')}.`;
  // Each segment starts where the previous ones end: a running sum, computed up front so rendering stays pure.
  const widths = described.map((part) => (total > 0 ? (part.value / total) * WIDTH : 0));
  const starts = widths.map((_, index) => widths.slice(0, index).reduce((sum, width) => sum + width, 0));

  return (
    <figure data-chart={name} className="chart share-chart">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none">
        {described.map((part, index) =>
          part.value > 0 ? (
            // The class picks the colour (no style attributes under the CSP); the <title> is a free hover tooltip.
            <rect key={index} className={`tone-${part.tone}`} x={round(starts[index] ?? 0)} y={0} width={round(widths[index] ?? 0)} height={HEIGHT}>
              <title>{`${part.label}: ${format(part.value)} (${part.share})`}</title>
            </rect>
          ) : null,
        )}
      </svg>
      <ul className="chart-legend">
        {described.map((part, index) => (
          <li key={index} className={`tone-${part.tone}`}>
            <span>{part.label}</span> <strong>{format(part.value)}</strong> <span className="chart-share">{part.share}</span>
          </li>
        ))}
      </ul>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
