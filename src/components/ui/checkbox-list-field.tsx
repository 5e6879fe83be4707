'use client';

import type { ReactNode } from 'react';
import { Checkbox } from './checkbox';
import { errorId } from './field';

export type CheckboxChoice<V extends string> = { value: V; label: ReactNode; hint?: ReactNode };

/**
 * A required "pick one or more" form row: a fieldset whose legend names the field, one bordered box per
 * choice (label and an optional hint), and the error under it. The value keeps the choices' order
 * whatever order they were ticked in. The first box carries the field's id, so a form that focuses
 * the first wrong field lands on it.
 */
export function CheckboxListField<V extends string>({
  id,
  legend,
  requiredLabel,
  error,
  choices,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  legend: ReactNode;
  /** Screen-reader text for the required marker. */
  requiredLabel: string;
  error?: string | null;
  choices: readonly CheckboxChoice<V>[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  onBlur?: () => void;
}) {
  const toggle = (choice: V, on: boolean) => {
    const next = on ? [...value, choice] : value.filter((v) => v !== choice);
    onChange(choices.map((c) => c.value).filter((v) => next.includes(v)));
  };
  return (
    <fieldset className="grid gap-2" aria-describedby={errorId(id)} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {legend}
        <span className="ml-0.5 text-red-600">
          <span aria-hidden="true">*</span>
          <span className="sr-only"> ({requiredLabel})</span>
        </span>
      </legend>
      <ul className="grid gap-2">
        {choices.map((choice, i) => {
          const boxId = i === 0 ? id : `${id}-${i}`;
          return (
            <li key={choice.value} className="flex items-start gap-2.5 rounded-md border border-slate-200 p-2.5">
              <Checkbox
                id={boxId}
                checked={value.includes(choice.value)}
                onCheckedChange={(on) => toggle(choice.value, on === true)}
                onBlur={onBlur}
                aria-describedby={choice.hint ? `${boxId}-hint` : undefined}
                className="mt-0.5"
              />
              <div className="grid min-w-0 gap-0.5">
                <label htmlFor={boxId} className="text-sm font-medium text-slate-900">
                  {choice.label}
                </label>
                {choice.hint && (
                  <span id={`${boxId}-hint`} className="text-xs text-slate-600">
                    {choice.hint}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p id={errorId(id)} className="min-h-4 text-xs leading-4 text-red-600" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </fieldset>
  );
}
