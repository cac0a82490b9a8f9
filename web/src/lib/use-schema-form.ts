import { type UseFormReturnType, useForm } from '@mantine/form';
import { type FormEvent, useEffect, useRef } from 'react';
import { type SafeParser, validateWith } from './form-errors.ts';

type Options<Values, Parsed> = {
  initialValues: Values;
  /** The API's own schema, or a loader for one (lib/lazy-schema.ts) kept off the screen's first load. */
  schema: SafeParser<Parsed> | (() => Promise<SafeParser<Parsed>>);
  onValuesChange?: (values: Values) => void;
};

export type SchemaForm<Values extends Record<string, unknown>, Parsed> = {
  form: UseFormReturnType<Values>;
  /** The form's onSubmit: checks with the schema, shows each field's first message, else sends. */
  onSubmit: (send: (data: Parsed) => void) => (event?: FormEvent) => void;
};

/**
 * A form (@mantine/form) whose values are checked with a protocol schema, so it refuses exactly
 * what the server would, in the same words. A field's message goes once the field changes.
 * A second press while a lazy schema loads does nothing; single flight of the send itself is
 * the caller's mutation's (lib/single-flight.ts).
 */
export function useSchemaForm<Values extends Record<string, unknown>, Parsed>({
  initialValues,
  schema,
  onValuesChange,
}: Options<Values, Parsed>): SchemaForm<Values, Parsed> {
  const form = useForm<Values>({ mode: 'controlled', initialValues, ...(onValuesChange ? { onValuesChange } : {}) });
  const checking = useRef(false);
  // A lazy schema starts loading with the form, so the first press rarely waits for it.
  useEffect(() => {
    if (typeof schema === 'function') schema().catch(() => {});
  }, [schema]);

  const checkWith = (parser: SafeParser<Parsed>, send: (data: Parsed) => void) => {
    const result = validateWith(parser, form.getValues());
    if (result.ok) send(result.data);
    else form.setErrors(result.errors);
  };

  const onSubmit = (send: (data: Parsed) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    if (typeof schema !== 'function') return checkWith(schema, send);
    if (checking.current) return;
    checking.current = true;
    schema()
      .then((parser) => checkWith(parser, send))
      .catch(() => {}) // the schema's code did not load: the next press tries again
      .finally(() => {
        checking.current = false;
      });
  };
  return { form, onSubmit };
}
