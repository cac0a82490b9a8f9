import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.ts';
import { joinRoom } from '../api/rooms-api.ts';
import { onJoined } from './use-room-mutations.ts';

/** Why a join link failed: no room has the code (400/404), or the request itself failed. */
export type JoinLinkFailure = 'invalid' | 'error';

/**
 * The /join/{inviteCode} flow (docs/rules.md §10): signed out → nothing here (the page shows the
 * invitation and its sign-in button); signed in → join once and open the room. A failure is no longer a silent trip to /dashboard
 * (docs/rules.md §10): it is returned, for the page to say what happened, and `retry` tries again.
 * `signedIn` is undefined while the current user is still loading.
 */
export function useJoinByLink(
  inviteCode: string,
  signedIn: boolean | undefined,
): { failure: JoinLinkFailure | null; retry: () => void } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<JoinLinkFailure | null>(null);
  // StrictMode runs effects twice on mount; the ref survives, so the join is posted once.
  const started = useRef(false);

  const join = useCallback(() => {
    setFailure(null);
    joinRoom({ inviteCode })
      .then((room) => {
        onJoined(queryClient, room);
        navigate(`/room/${room.id}`, { replace: true });
      })
      .catch((error: unknown) => {
        console.error('Joining by link failed', error);
        const noSuchRoom = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setFailure(noSuchRoom ? 'invalid' : 'error');
      });
  }, [inviteCode, navigate, queryClient]);

  useEffect(() => {
    if (!signedIn || started.current) return;
    started.current = true;
    join();
  }, [signedIn, join]);

  return { failure, retry: join };
}
