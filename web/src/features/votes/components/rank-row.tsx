import type { Votable } from '@clipclub/protocol/http/submissions';
import { Draggable, type DraggableProvided } from '@hello-pangea/dnd';
import { Badge, Group, Text } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { type Near, useNearScreen } from '../../../components/near-screen.tsx';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import placeholders from './placeholders.module.css';
import classes from './ranked-panel.module.css';
import video from './video-player.module.css';
import { VideoPlayer } from './video-player.tsx';

/**
 * One video of the ranked ballot: a drag handle (its rank, if ranked), the video and `children`
 * (its buttons). Every row is a Draggable from the start, even far down a list of 200: the drag
 * library needs each row of a list, indexes 0..n−1 with none missing, to place a drop or move a
 * lifted row by keyboard. A row not near the screen yet (near-screen.tsx) is light: its handle,
 * title and commentary, the video's frame without the player and room for the buttons, so it
 * has the size of the row drawn in full (the library measures rows when a drag starts).
 */
export function RankRow({
  submission,
  index,
  rank,
  children,
}: {
  submission: Votable;
  index: number;
  rank: number | null;
  children: ReactNode;
}) {
  const near = useNearScreen<HTMLFieldSetElement>(index);
  return (
    // The handle is a real button, which the library would otherwise refuse to drag from.
    <Draggable draggableId={submission.id} index={index} disableInteractiveElementBlocking>
      {(provided, snapshot) => (
        <Row submission={submission} rank={rank} near={near} provided={provided} dragging={snapshot.isDragging}>
          {children}
        </Row>
      )}
    </Draggable>
  );
}

function Row({
  submission,
  rank,
  near,
  provided,
  dragging,
  children,
}: {
  submission: Votable;
  rank: number | null;
  near: Near<HTMLFieldSetElement>;
  provided: DraggableProvided;
  dragging: boolean;
  children: ReactNode;
}) {
  // One callback for the row's life (both refs are stable): a new one each render would make
  // React detach and attach the row to the library and the watcher on every render.
  const ref = useMergedRef(provided.innerRef, near.ref);
  // The keyboard's path (Space lifts the row) has no handler on a drawn page: the handle takes
  // focus once the app has it (docs/rules.md, HTML ahead of the app).
  const hydrated = useHydrated();
  return (
    <fieldset
      ref={ref}
      {...provided.draggableProps}
      className={`${classes.row} ${dragging ? classes.dragging : ''}`}
      aria-label={rank === null ? submission.title : `Rank ${rank}: ${submission.title}`}
      data-row-id={submission.id}
      data-light={near.drawn ? undefined : ''}
      // Focus reaching a light row (its handle, by Tab or Shift+Tab) draws it and goes on into it.
      onFocus={near.onFocus}
    >
      <button
        type="button"
        {...provided.dragHandleProps}
        className={classes.handle}
        disabled={!hydrated}
        data-action="drag"
        // The name starts with what the handle shows (its rank), so speech input finds it.
        aria-label={rank === null ? `Drag ${submission.title}` : `${rank}. Drag ${submission.title}`}
      >
        {rank !== null && (
          <Badge circle size="lg" variant="gradient">
            {rank}
          </Badge>
        )}
        <GripIcon />
      </button>
      <div className={classes.video}>
        {near.drawn ? <VideoPlayer video={submission} /> : <div className={video.frame} />}
      </div>
      <div className={classes.info}>
        <Text fw={700} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {submission.title}
        </Text>
        {submission.commentary && (
          <Text size="xs" c="dimmed" lineClamp={2} mt={2}>
            “{submission.commentary}”
          </Text>
        )}
        {near.drawn ? (
          <Group gap={6} mt="xs">
            {children}
          </Group>
        ) : (
          <div className={placeholders.controls} />
        )}
      </div>
    </fieldset>
  );
}

function GripIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="9" cy="5" r="1.6" />
      <circle cx="15" cy="5" r="1.6" />
      <circle cx="9" cy="12" r="1.6" />
      <circle cx="15" cy="12" r="1.6" />
      <circle cx="9" cy="19" r="1.6" />
      <circle cx="15" cy="19" r="1.6" />
    </svg>
  );
}
