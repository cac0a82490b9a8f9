import { Avatar, Button, Group, Indicator, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { usePresence, useReactions, useWatchCommands } from '../hooks/use-watch-party.ts';
import classes from './watch.module.css';

const EMOJI = ['😂', '🔥', '😮', '👏', '❤️', '💀'] as const;
const FLOAT_MS = 4_000;

export function ReactionBar({ sessionId }: { sessionId: string }) {
  const { react } = useWatchCommands(sessionId);
  return (
    <Group gap="xs" role="group" aria-label="Reactions">
      {EMOJI.map((emoji) => (
        <Button
          key={emoji}
          variant="default"
          size="compact-lg"
          aria-label={`React ${emoji}`}
          onClick={() => react.mutate(emoji)}
        >
          {emoji}
        </Button>
      ))}
    </Group>
  );
}

/** Reactions float over the video for a few seconds; named in results, anonymous in voting. */
export function ReactionsOverlay({ sessionId }: { sessionId: string }) {
  const reactions = useReactions(sessionId);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const visible = reactions.filter((r) => now - r.at < FLOAT_MS);
  return (
    <div className={classes.reactions} aria-live="polite">
      {visible.map((r) => (
        <span key={r.id} className={classes.reaction} style={{ left: `${10 + (hash(r.id) % 80)}%` }}>
          <span>{r.emoji}</span>
          {r.name && <span className={classes.reactionName}>{r.name}</span>}
        </span>
      ))}
    </div>
  );
}

/** Who is watching now; a red dot marks a player out of sync, yellow one buffering. */
export function PresenceAvatars({ sessionId }: { sessionId: string }) {
  const watchers = usePresence(sessionId);
  return (
    <Group gap={6} aria-label="Watching now" role="list">
      {watchers.map((w) => {
        const state = w.buffering ? 'buffering' : w.outOfSync ? 'out of sync' : 'in sync';
        return (
          <Tooltip key={w.userId} label={`${w.name} · ${state}`}>
            <Indicator
              role="listitem"
              color={w.buffering ? 'yellow' : 'red'}
              disabled={state === 'in sync'}
              aria-label={`${w.name}, ${state}`}
            >
              <Avatar src={w.image} alt={w.name} name={w.name} color="initials" size="sm" />
            </Indicator>
          </Tooltip>
        );
      })}
    </Group>
  );
}

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}
