'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { errorId } from '@/components/ui/field';
import { isSessionEnded } from './api-request';
import { ruleOf, WORDED_ERROR, serverFormErrors, type FieldRule } from './form-errors';

/**
 * Every storefront form: react-hook-form over a zod schema built from `contracts/` (checked on a
 * field's first blur, then as it changes, and on submit), focus on the first wrong field in screen
 * order, one request at a time (a ref, because state updates too late to stop a double click), and
 * the server's refusal shown where it belongs: a field's message under that field (until it is
 * edited), anything else in the form's alert.
 */
export function useContractForm<
  V extends FieldValues,
  F extends keyof V & string = keyof V & string,
>(config: {
  schema: z.core.$ZodType<unknown, V>;
  defaultValues: V;
  /** Every field in screen order: the first wrong one gets focus. */
  order: readonly NoInfer<F>[];
  /** The server's field paths → the form's fields. */
  serverFields: Readonly<Record<string, NoInfer<F>>>;
  /** A field whose shown error depends on another (a password's repeat): checked again when that one changes. */
  dependents?: Partial<Record<NoInfer<F>, NoInfer<F>>>;
  /** When fields are first checked: on leaving them (default), or only when the form is sent. */
  checkOn?: 'blur' | 'submit';
  /** Fixed field ids (`<prefix>-<field>`) for a form that is alone on its page; default: unique ones. */
  idPrefix?: string;
  /** For a form without an alert: told the server's message when no field shows a reason (default: `refusal`). */
  onRefusal?: (message: string) => void;
}) {
  const id = useId();
  const form = useForm<V>({
    resolver: zodResolver(config.schema as never) as unknown as Resolver<V>,
    defaultValues: config.defaultValues as DefaultValues<V>,
    mode: config.checkOn === 'submit' ? 'onSubmit' : 'onTouched',
    shouldFocusError: false,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const { errors } = form.formState;
  const tRules = useTranslations('common.fieldRules');

  const path = (field: F) => field as unknown as Path<V>;
  const fieldId = (field: F) => `${config.idPrefix ?? id}-${field}`;
  const focusFirst = (wrong: (field: F) => boolean) => {
    const first = config.order.find(wrong);
    if (first) document.getElementById(fieldId(first))?.focus();
  };
  const errorOf = (field: F) => errors[path(field)] as { type: string; message?: string } | undefined;

  /** The client rule the field breaks (null: none, or the server's words are shown). */
  const rule = (field: F): FieldRule | null => ruleOf(errorOf(field), form.getValues(path(field)));
  /** The field's message: the server's text as sent, or a client rule through the form's translator. */
  const message = (field: F, words: (rule: FieldRule) => string): string | null => {
    const error = errorOf(field);
    if (!error) return null;
    if (error.type === WORDED_ERROR) return error.message ?? null;
    const broken = rule(field);
    return broken ? words(broken) : null;
  };
  /** Words for a rule the form has none of its own for (a contract's limit the inputs rarely let through). */
  const otherRule = (broken: FieldRule, max?: number): string =>
    broken === 'controlCharacters'
      ? tRules('controlCharacters')
      : broken === 'tooLong' && max !== undefined
        ? tRules('tooLong', { max })
        : tRules('invalid');
  const a11y = (field: F) => ({
    id: fieldId(field),
    'aria-invalid': errorOf(field) ? (true as const) : undefined,
    'aria-describedby': errorId(fieldId(field)),
  });
  /** A text input's props: registered with the form, labelled for its error. */
  const input = (field: F) => {
    const registered = form.register(path(field));
    const dependent = config.dependents?.[field];
    return {
      ...registered,
      ...a11y(field),
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        await registered.onChange(event);
        if (dependent && form.getFieldState(path(dependent)).error) void form.trigger(path(dependent));
      },
    };
  };

  /** Words on a field from outside the schema (the SMS button's phone check); null clears the field. */
  const showError = (field: F, text: string | null) =>
    text ? form.setError(path(field), { type: WORDED_ERROR, message: text }) : form.clearErrors(path(field));

  const run = async (send: () => Promise<void>): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setRefusal(null);
    try {
      await send();
    } catch (err) {
      const { fields, message: overall } = serverFormErrors(err, config.serverFields);
      for (const field of config.order) {
        const text = fields[field];
        if (text) form.setError(path(field), { type: WORDED_ERROR, message: text });
      }
      // The alert is for refusals no field shows: a field's own message stays beside the field.
      const shownOnField = Object.values<string | undefined>(fields).includes(overall);
      const unshown = overall && !shownOnField ? overall : null;
      const onAField = config.order.some((field) => fields[field]);
      if (!config.onRefusal) setRefusal(unshown);
      else if (!onAField && overall && !isSessionEnded(err)) config.onRefusal(overall);
      focusFirst((field) => Boolean(fields[field]));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  /** A submit handler: the schema first (focus on the first wrong field), then `send` once. */
  const submitWith =
    (send: (values: V) => Promise<void>, allowed: () => boolean = () => true) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current || !allowed()) return;
      // A new try: the last refusal goes, so it never stands beside this try's own errors.
      setRefusal(null);
      await form.handleSubmit(
        () => run(() => send(form.getValues())),
        (found) => focusFirst((field) => Boolean(found[path(field)])),
      )(event);
    };

  return {
    form,
    fieldId,
    focusFirst,
    rule,
    message,
    otherRule,
    a11y,
    input,
    showError,
    refusal,
    pending,
    run,
    submitWith,
  };
}
