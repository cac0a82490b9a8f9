import { useState } from 'react';

/**
 * True from the first render `value` is true on. A dialog drawn only once it has first opened
 * costs its screen nothing until then (its code, its schema, Mantine's mount work), and then
 * stays mounted so it can animate closed.
 */
export function useEver(value: boolean): boolean {
  const [ever, setEver] = useState(value);
  if (value && !ever) setEver(true);
  return ever || value;
}
