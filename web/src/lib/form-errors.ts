export type FieldErrors = Partial<Record<string, string>>;

// Structural, so the web app needs no direct zod dependency: any protocol schema fits.
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
export interface SafeParser<T> {
  safeParse(values: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/** Parses with a protocol schema; on failure, the first message for each top-level field. */
export function validateWith<T>(
  schema: SafeParser<T>,
  values: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
