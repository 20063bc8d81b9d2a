export interface ShareChartProps {
  /** The `data-chart` hook, e.g. "principal-interest" or "breakdown". */
  name: string;
  caption: string;
  parts: readonly { label: string; value: number }[];
  /** Formats a value for people ("$1,234.56"); the caller knows the currency. */
  format: (value: number) => string;
}

const WIDTH = 600;
const HEIGHT = 40;

const share = (value: number, total: number) => (total > 0 ? (Math.max(0, value) / total) * 100 : 0);
const percent = (value: number) => `${value.toFixed(1)}\u00a0%`;

/**
 * Parts of a whole as one stacked bar with a legend that states each value and its share, so the numbers are in
 * text for everyone (the bar is the picture, the legend the data). Pure SVG drawn from props, sized by its viewBox.
 */
export function ShareChart({ name, caption, parts, format }: ShareChartProps) {
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.value), 0);
  const summary = `${caption}: ${parts.map((part) => `${part.label} ${format(part.value)} (${percent(share(part.value, total))})`).join(', ')}.`;
  let x = 0;
  return (
    <figure data-chart={name} className="chart share-chart">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none">
        {parts.map((part, index) => {
          const width = (share(part.value, total) / 100) * WIDTH;
          const segment = (
            <rect key={part.label} className={`chart-part-${index}`} x={x} y={0} width={width} height={HEIGHT}>
              <title>{`${part.label}: ${format(part.value)}`}</title>
            </rect>
          );
          x += width;
          return width > 0 ? segment : null;
        })}
      </svg>
      <ul className="chart-legend">
        {parts.map((part, index) => (
          <li key={part.label} className={`chart-key-${index}`}>
            <span>{part.label}</span> <strong>{format(part.value)}</strong> <span className="chart-share">{percent(share(part.value, total))}</span>
          </li>
        ))}
      </ul>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
