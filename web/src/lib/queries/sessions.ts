import { pagedQuery, readQuery } from './read-query.ts';
import { reads } from './reads.ts';

// The session reads every session screen (room, submit, vote, results, watch) shares. Polling
// is the screen's choice: its hook adds refetchInterval (stores/connection-store.ts).

export const sessionQueries = {
  /** The room's sessions as pages (newest first). */
  list: (roomId: string) => pagedQuery(reads.sessions(roomId)),
  detail: (id: string) => readQuery(reads.session(id)),
};
