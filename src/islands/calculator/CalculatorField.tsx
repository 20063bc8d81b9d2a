import { memo } from 'react';
import type { FieldView } from '@/lib/calculatorView';
import { keepUnits } from '@/lib/format';

interface Props {
  field: FieldView;
  /** Prefix for element ids, unique on the page. */
  idPrefix: string;
  /** The message for a rejected value; the field is marked invalid and the message tied to it. */
  error?: string | undefined;
}

/**
 * One labelled input, list (a textarea) or select, with its hint and its inline error. Uncontrolled: the DOM holds the text. Memoised: a
 * press re-renders only the fields whose message changed, not every field of the form.
 */
export const CalculatorField = memo(function CalculatorField({ field, idPrefix, error }: Props) {
  const id = `${idPrefix}-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name: field.name,
    className: 'field-input',
    defaultValue: field.defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  } as const;
  const label = (
    <label className="field-label" htmlFor={id}>
      {field.label}
    </label>
  );
  const hint = field.hint && (
    <p className="field-hint" id={hintId}>
      {field.hint}
    </p>
  );

  if (field.kind === 'checkbox') {
    return (
      <div className="field field-check">
        <input id={id} name={field.name} type="checkbox" value="on" defaultChecked={field.defaultValue === 'on'} aria-describedby={common['aria-describedby']} />
        {label}
        {hint}
      </div>
    );
  }

  return (
    <div className="field" data-hidden-for={field.hiddenFor?.join(' ')}>
      {label}
      {hint}
      {field.kind === 'choice' ? (
        <select {...common}>
          {field.options?.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      ) : (
        <div className={`input-wrap${field.prefix ? ' has-prefix' : ''}${field.suffix ? ' has-suffix' : ''}`}>
          {field.prefix && (
            <span className="adornment prefix" aria-hidden="true">
              {field.prefix}
            </span>
          )}
          {field.kind === 'cashFlows' ? (
            // A list takes one entry a line as readers paste it from a statement (DATED.md), or entries with semicolons.
            <textarea {...common} rows={4} autoComplete="off" spellCheck={false} maxLength={field.maxLength} />
          ) : (
            <input
              {...common}
              type="text"
              // Phones show a number pad; signed numbers need the full keyboard for minus signs.
              inputMode={field.kind === 'text' || field.signed ? 'text' : field.kind === 'integer' ? 'numeric' : 'decimal'}
              autoComplete="off"
              spellCheck={false}
              maxLength={field.maxLength}
            />
          )}
          {field.suffix && (
            <span className="adornment suffix" aria-hidden="true">
              {field.suffix}
            </span>
          )}
        </div>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {keepUnits(error)}
        </p>
      )}
    </div>
  );
});
