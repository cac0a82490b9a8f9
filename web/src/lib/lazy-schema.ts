import type { SafeParser } from './form-errors.ts';

/**
 * A protocol schema loaded when its form opens rather than with the screen: importing a schema
 * pulls in zod (~25 KB gzip), which the room page does not need to paint. `load` starts (once)
 * when the form mounts and is awaited on submit, so the check is still the API's own schema.
 */
export function lazySchema<T>(load: () => Promise<SafeParser<T>>): () => Promise<SafeParser<T>> {
  let loading: Promise<SafeParser<T>> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed chunk load is tried again on the next submit
      throw error;
    });
    return loading;
  };
}
