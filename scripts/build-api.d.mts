/** Bundles the API into api/dist/server.js (scripts/build-api.mjs). */
export function buildApi(): Promise<void>;
