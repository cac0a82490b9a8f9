import classes from './drawn-controls.module.css';

/*
 * docs/rules.md, HTML ahead of the app: a button or field drawn before the app has the page is
 * disabled until then, since a key press on it reaches no handler (a typed word or a choice the
 * app never saw, which hydration puts back or leaves unsaved; a form sent by the browser itself).
 * It keeps the look it will have once enabled, so what it holds stays readable.
 */

/** A button's `disabled` and `className`; `disabled` is its own reason to be disabled, shown as such. */
export function buttonUntilHydrated(hydrated: boolean, disabled = false) {
  return { disabled: !hydrated || disabled, className: hydrated || disabled ? undefined : classes.button };
}

/** A Mantine field's `disabled` and `classNames` (its input's look), to spread on the field. */
export function fieldUntilHydrated(hydrated: boolean, disabled = false) {
  return { disabled: !hydrated || disabled, classNames: hydrated || disabled ? undefined : { input: classes.field } };
}
