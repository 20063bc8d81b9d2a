import { use, useEffect, useId, useRef, useState } from 'react';
import { mainLineFirst, POWER, type Working, type WorkingStep } from '@/lib/finance/working';

interface Props {
  /** The steps of the answer shown, from their chunk (each answer mounts a view of its own). */
  steps: () => Promise<Working>;
  /** The result above is for the previous inputs: its working is too. */
  stale: boolean;
}

/** A line's exponents, raised in plain text: "(1 + 0.54166667 %)³⁶⁰" (POWER, U+2060, marks them). */
const plainPowers = (line: string): string =>
  line.replace(/\u2060([\d.,−-]+)/g, (_, exponent: string) => exponent.replace(/./g, (char) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(char)] ?? (char === '.' ? '·' : char === ',' ? '' : '⁻')));

/** The working as plain text, one step per line, the main line then every other step: what "Copy the working" puts on the clipboard. */
const workingText = (steps: readonly WorkingStep[]): string => steps.map((step, index) => `${index + 1}. ${step.text}: ${plainPowers(step.line).replace(/\u00a0/g, ' ')}`).join('\n');

/** Whether the reader left the working open: a new answer's working opens as the last one was left. */
let keptOpen = false;

/**
 * Each answer's steps, worked out once the answer has painted (a frame, then a task), so a press shows its results as
 * fast as it did before there was a working. Until they arrive the view suspends and the island shows the working's
 * shell in its place; should their chunk not arrive, the island's boundary drops the working and the answer stands.
 */
const pending = new WeakMap<Props['steps'], Promise<Working>>();
function stepsOf(load: Props['steps']): Promise<Working> {
  let steps = pending.get(load);
  if (!steps) pending.set(load, (steps = new Promise((painted) => requestAnimationFrame(() => setTimeout(painted))).then(load)));
  return steps;
}

/**
 * "How this was worked out" (WORKING.md): a disclosure under the results with each step's sentence and arithmetic,
 * the hooks outside tests evaluate, and "Copy the working". It opens for printing and closes again after.
 */
export default function WorkingView({ steps: load, stale }: Props) {
  const disclosure = useRef<HTMLDetailsElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const steps = use(stepsOf(load));
  // The debt page has two: each heading names its own section.
  const heading = useId();

  // Printing opens the working and its every step, and closes again what it opened.
  useEffect(() => {
    let openedForPrint: HTMLDetailsElement[] = [];
    const open = () => {
      const element = disclosure.current;
      if (!element) return;
      openedForPrint = [element, ...element.querySelectorAll('details')].filter((details) => !details.open);
      for (const details of openedForPrint) details.open = true;
    };
    const close = () => {
      for (const details of openedForPrint) details.open = false;
      openedForPrint = [];
    };
    addEventListener('beforeprint', open);
    addEventListener('afterprint', close);
    return () => {
      removeEventListener('beforeprint', open);
      removeEventListener('afterprint', close);
    };
  }, []);

  if (steps.length === 0) return null;
  const { main, more } = mainLineFirst(steps);

  async function copy() {
    try {
      await navigator.clipboard.writeText(workingText([...main, ...more]));
      setCopied('Copied: paste it anywhere.');
    } catch {
      setCopied('Copying was blocked: select the steps and copy them.');
    }
  }

  return (
    <section className={stale ? 'working card is-stale' : 'working card'} data-working data-stale={stale ? '' : undefined} aria-labelledby={heading}>
      <details ref={disclosure} open={keptOpen} onToggle={(event) => (keptOpen = event.currentTarget.open)}>
        <summary>
          <h2 id={heading}>How this was worked out</h2>
        </summary>
        {stale && <p className="detail-note">These steps are for the previous inputs.</p>}
        <StepList steps={main} />
        {more.length > 0 && (
          <details className="working-more">
            <summary>Show every step ({more.length} more)</summary>
            <StepList steps={more} start={main.length + 1} />
          </details>
        )}
        <p className="working-copy">
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            Copy the working
          </button>
          <span role="status">{copied}</span>
        </p>
      </details>
    </section>
  );
}

/** Steps as an ordered list, each with its sentence, its line (exponents raised, its result in bold) and its hooks. */
function StepList({ steps, start }: { steps: Working; start?: number }) {
  return (
    <ol className="working-steps" start={start}>
      {steps.map((step) => {
        const equals = step.line.lastIndexOf(' = ');
        return (
          <li
            key={step.name}
            data-step={step.name}
            data-expr={step.expr}
            data-value={String(step.value)}
            data-for={step.for}
            data-kind={step.kind}
            data-table={step.table}
            data-period={step.period}
          >
            <span className="step-text">{step.text}</span>
            {equals < 0 ? (
              <span className="step-line">
                {powers(step.line)}
              </span>
            ) : (
              <span className="step-line">
                {powers(step.line.slice(0, equals))} <b className="step-result">= {step.line.slice(equals + 3)}</b>
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** A line with its exponents raised: the joiner stays in the text, so a base's digits and its power's never run together. */
const powers = (line: string) =>
  line.split(/\u2060([\d.,−-]+)/).map((part, index) =>
    index % 2 === 1 ? (
      <sup key={index}>
        {POWER}
        {part}
      </sup>
    ) : (
      part
    ),
  );
