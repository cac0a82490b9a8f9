/**
 * What the tab's socket sends in its handshake `auth`, evaluated again on every connect and
 * reconnect: each feature adds a part (the notifications list its asOf). A part may take a
 * moment (a read still on its way); a part that fails adds nothing.
 */
export type AuthPart = () => Promise<Record<string, unknown>> | Record<string, unknown>;

const parts = new Set<AuthPart>();

/** Answers the function that removes the part again. */
export function addAuthPart(part: AuthPart): () => void {
  parts.add(part);
  return () => parts.delete(part);
}

export async function handshakeAuth(): Promise<Record<string, unknown>> {
  const answers = await Promise.all([...parts].map(async (part) => part()).map((p) => p.catch(() => ({}))));
  return Object.assign({}, ...answers);
}
