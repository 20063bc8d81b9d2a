import { useEffect, useId, useRef, useState } from 'react';
import type { Working } from '@/lib/finance/working';

interface Props {
  /** The steps of the answer shown, from their chunk (each answer mounts a view of its own). */
  steps: () => Promise<Working>;
  /** The result above is for the previous inputs: its working is too. */
  stale: boolean;
}

/** The working as plain text, one step per line: what "Copy the working" puts on the clipboard. */
const workingText = (steps: Working): string => steps.map((step, index) => `${index + 1}. ${step.text}: ${step.line.replace(/\u00a0/g, ' ')}`).join('\n');

/** Whether the reader left the working open: a new answer's working opens as the last one was left. */
let keptOpen = false;

/**
 * "How this was worked out" (WORKING.md): a disclosure under the results with each step's sentence and arithmetic,
 * the hooks outside tests evaluate, and "Copy the working". It opens for printing and closes again after.
 */
export default function WorkingView({ steps: load, stale }: Props) {
  const disclosure = useRef<HTMLDetailsElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [steps, setSteps] = useState<Working>([]);
  // The debt page has two: each heading names its own section.
  const heading = useId();

  // The steps are worked out once the answer has painted (a frame, then a task), so a press shows its results as fast
  // as it did before there was a working; should their chunk not arrive, the answer stands without them.
  useEffect(() => {
    let live = true;
    requestAnimationFrame(() => setTimeout(() => void load().then((working) => live && setSteps(working), () => undefined)));
    return () => {
      live = false;
    };
  }, [load]);

  useEffect(() => {
    let openedForPrint = false;
    const open = () => {
      const element = disclosure.current;
      openedForPrint = element !== null && !element.open;
      if (element) element.open = true;
    };
    const close = () => {
      if (openedForPrint && disclosure.current) disclosure.current.open = false;
      openedForPrint = false;
    };
    addEventListener('beforeprint', open);
    addEventListener('afterprint', close);
    return () => {
      removeEventListener('beforeprint', open);
      removeEventListener('afterprint', close);
    };
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(workingText(steps));
      setCopied('Copied: paste it anywhere.');
    } catch {
      setCopied('Your browser did not allow copying: select the steps and copy them instead.');
    }
  }

  if (steps.length === 0) return null;
  return (
    <section className={stale ? 'working card is-stale' : 'working card'} data-working data-stale={stale ? '' : undefined} aria-labelledby={heading}>
      <details ref={disclosure} open={keptOpen} onToggle={(event) => (keptOpen = event.currentTarget.open)}>
        <summary>
          <h2 id={heading}>How this was worked out</h2>
        </summary>
        {stale && <p className="detail-note">These steps are for the previous inputs, like the results above.</p>}
        <ol className="working-steps">
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
                  <span className="step-line">{step.line}</span>
                ) : (
                  <span className="step-line">
                    {step.line.slice(0, equals)} <b className="step-result">= {step.line.slice(equals + 3)}</b>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
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
