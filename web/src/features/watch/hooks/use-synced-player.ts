import type { WatchView } from '@clipclub/protocol/http/watch';
import { correctDrift, positionAt, SYNC_TOLERANCE_SEC } from '@clipclub/protocol/watch-sync';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { getSocket } from '../../../lib/socket.ts';
import { PLAYER_STATE, type YTNamespace, type YTPlayer } from '../lib/youtube.ts';

const TICK_MS = 250;
// A rate nudge lasts this long, then the next tick decides again (Syncplay's "briefly").
const NUDGE_MS = 1_500;
// Play was asked for this long and the player still is not playing: the browser blocked it.
const BLOCKED_AFTER_MS = 2_000;

export type SyncStatus = { outOfSync: boolean; buffering: boolean; blocked: boolean; ended: boolean };

/**
 * Makes this tab's player follow the party: the right video, playing or paused, at the host's
 * position computed from the state and the server clock. Drift is corrected by rate under a
 * second and by seeking past it. Reports presence over the socket when it changes.
 */
export function useSyncedPlayer(options: {
  yt: YTNamespace | null;
  container: RefObject<HTMLDivElement | null>;
  view: WatchView | undefined;
  offsetMs: RefObject<number | null>;
  joined: boolean;
}): { status: SyncStatus; player: RefObject<YTPlayer | null>; retryPlay: () => void } {
  const { yt, container, view, offsetMs, joined } = options;
  const player = useRef<YTPlayer | null>(null);
  const ready = useRef(false);
  const loadedVideo = useRef<string | null>(null);
  const nudgedUntil = useRef(0);
  const playAskedAt = useRef<number | null>(null);
  const latest = useRef(view);
  latest.current = view;
  const [status, setStatus] = useState<SyncStatus>({
    outOfSync: false,
    buffering: false,
    blocked: false,
    ended: false,
  });

  // One player per screen, created once the user joined (their click lets sound play).
  useEffect(() => {
    if (!yt || !joined || !container.current) return;
    const element = document.createElement('div');
    container.current.replaceChildren(element);
    const created = new yt.Player(element, {
      width: '100%',
      height: '100%',
      playerVars: { playsinline: 1, rel: 0 },
      events: { onReady: () => (ready.current = true) },
    });
    player.current = created;
    return () => {
      ready.current = false;
      loadedVideo.current = null;
      player.current = null;
      created.destroy();
    };
  }, [yt, joined, container]);

  useEffect(() => {
    if (!joined) return;
    const tick = () => {
      const p = player.current;
      const v = latest.current;
      if (!p || !ready.current || !v) return;
      const item = v.queue[v.state.index];
      if (!item) return;
      const serverNow = Date.now() + (offsetMs.current ?? 0);
      const host = positionAt(v.state, serverNow, item.durationSec);
      if (loadedVideo.current !== item.videoId) {
        loadedVideo.current = item.videoId;
        if (v.state.status === 'playing') p.loadVideoById(item.videoId, host);
        else p.cueVideoById(item.videoId, host);
        return;
      }
      const state = p.getPlayerState();
      const local = p.getCurrentTime();
      const buffering = state === PLAYER_STATE.buffering;
      // The video reached its end here and the host's position is there too (the server may not
      // know the duration): stay ended rather than start it again.
      const ended = state === PLAYER_STATE.ended && host >= p.getDuration() - SYNC_TOLERANCE_SEC;
      if (ended) {
        playAskedAt.current = null;
      } else if (v.state.status === 'playing') {
        if (state !== PLAYER_STATE.playing && state !== PLAYER_STATE.buffering) {
          playAskedAt.current ??= Date.now();
          p.playVideo();
        } else {
          playAskedAt.current = null;
        }
        const fix = correctDrift(local, host, v.state.rate);
        if (fix.kind === 'seek') p.seekTo(fix.positionSec, true);
        if (fix.kind === 'rate') nudgedUntil.current = Date.now() + NUDGE_MS;
        p.setPlaybackRate(Date.now() < nudgedUntil.current && fix.kind !== 'seek' ? fix.rate : v.state.rate);
      } else {
        playAskedAt.current = null;
        if (state === PLAYER_STATE.playing || state === PLAYER_STATE.buffering) p.pauseVideo();
        if (Math.abs(local - host) > SYNC_TOLERANCE_SEC / 2) p.seekTo(host, true);
      }
      const blocked = playAskedAt.current !== null && Date.now() - playAskedAt.current > BLOCKED_AFTER_MS;
      const outOfSync = !ended && Math.abs(p.getCurrentTime() - host) > SYNC_TOLERANCE_SEC;
      setStatus((old) =>
        old.outOfSync === outOfSync && old.buffering === buffering && old.blocked === blocked && old.ended === ended
          ? old
          : { outOfSync, buffering, blocked, ended },
      );
    };
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [joined, offsetMs]);

  // Presence: said on join and whenever this player's standing changes (and on reconnect).
  const sessionId = view?.sessionId;
  useEffect(() => {
    if (!joined || !sessionId) return;
    const socket = getSocket();
    const report = () =>
      socket.emit('watch:presence', { sessionId, outOfSync: status.outOfSync, buffering: status.buffering }, () => {});
    report();
    socket.on('connect', report);
    return () => {
      socket.off('connect', report);
    };
  }, [joined, sessionId, status.outOfSync, status.buffering]);
  // Leaving the screen (the socket stays for the room screen): no longer watching.
  useEffect(() => {
    if (!joined || !sessionId) return;
    return () => {
      getSocket().emit('watch:presence', { sessionId, outOfSync: false, buffering: false, watching: false }, () => {});
    };
  }, [joined, sessionId]);

  const retryPlay = () => {
    playAskedAt.current = null;
    player.current?.playVideo();
  };
  return { status, player, retryPlay };
}
