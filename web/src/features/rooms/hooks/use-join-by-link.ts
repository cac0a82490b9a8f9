import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { goToLogin } from '../../../lib/auth-urls.ts';
import { joinRoom } from '../api/rooms-api.ts';
import { onJoined } from './use-room-mutations.ts';

/**
 * The /join/{inviteCode} flow (docs/rules.md §10): signed out → login with returnTo this URL;
 * signed in → join once and open the room; any failure → /dashboard with nothing but a log line.
 * `signedIn` is undefined while the current user is still loading.
 */
export function useJoinByLink(inviteCode: string, signedIn: boolean | undefined): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // StrictMode runs effects twice on mount; the ref survives, so the join is posted once.
  const started = useRef(false);

  useEffect(() => {
    if (signedIn === undefined || started.current) return;
    started.current = true;
    if (!signedIn) {
      goToLogin(`/join/${inviteCode}`);
      return;
    }
    joinRoom({ inviteCode })
      .then((room) => {
        onJoined(queryClient, room);
        navigate(`/room/${room.id}`, { replace: true });
      })
      .catch((error: unknown) => {
        console.error('Joining by link failed', error);
        navigate('/dashboard', { replace: true });
      });
  }, [inviteCode, signedIn, navigate, queryClient]);
}
