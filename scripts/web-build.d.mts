/** web/dist's absolute path (scripts/web-build.mjs). */
export declare const WEB_DIST: string;
/** The build on disk: its mode and when it was made, or null when there is none. */
export function webBuild(): { mode: string; at: number } | null;
/** The newest modification time under `dir`, skipping node_modules and dist. */
export function newestSource(dir: string): number;
/** True when web/dist is a production build made after the last change to its sources. */
export function webBuildIsFresh(built?: { mode: string; at: number } | null): boolean;
