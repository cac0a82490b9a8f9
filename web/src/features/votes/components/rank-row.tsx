import type { Votable } from '@clipclub/protocol/http/submissions';
import { Draggable } from '@hello-pangea/dnd';
import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './ranked-panel.module.css';
import { VideoPlayer } from './video-player.tsx';

/** One video of the ranked ballot: a drag handle (its rank, if ranked), the video and `children` (its buttons). */
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
  return (
    // The handle is a real button, which the library would otherwise refuse to drag from.
    <Draggable draggableId={submission.id} index={index} disableInteractiveElementBlocking>
      {(provided, snapshot) => (
        <fieldset
          ref={provided.innerRef}
          {...provided.draggableProps}
          className={`${classes.row} ${snapshot.isDragging ? classes.dragging : ''}`}
          aria-label={rank === null ? submission.title : `Rank ${rank}: ${submission.title}`}
          data-row-id={submission.id}
        >
          <button
            type="button"
            {...provided.dragHandleProps}
            className={classes.handle}
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
            <VideoPlayer video={submission} />
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
            <Group gap={6} mt="xs">
              {children}
            </Group>
          </div>
        </fieldset>
      )}
    </Draggable>
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
