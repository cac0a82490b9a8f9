import type { VoteRecord } from '@clipclub/protocol/http/votes';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RestoredNote } from '../../../components/restored-note.tsx';
import { useDraft } from '../../../lib/use-draft.ts';
import { useRankedVote } from '../hooks/use-cast-vote.ts';
import {
  insertIntoRanking,
  moveInList,
  RANKING_LIST,
  rankingAfterDrop,
  rankingFromVotes,
  UNRANKED_LIST,
} from '../lib/ballot.ts';
import { type BallotTarget, ballotSlot, type RankingDraft, restoreRankingDraft } from '../lib/ballot-draft.ts';
import { commentsFromVotes, setComment } from '../lib/comments.ts';
import { BallotBar } from './ballot-bar.tsx';
import { CommentField } from './comment-field.tsx';
import classes from './ranked-panel.module.css';
import type { Votable } from './submission-card.tsx';
import { VideoPlayer } from './video-player.tsx';

const DRAG_INSTRUCTIONS =
  'Press space bar to lift this video. Use the arrow keys to move it: up and down within a list, ' +
  'left and right between the ranking and the unranked list. Press space bar again to drop it, or escape to cancel.';

/**
 * Ranked choice: put exactly K of the others in order (K from the allocation). Drag and drop with
 * the mouse, touch or keyboard, or use the buttons on each row. Re-voting replaces the ranking.
 */
export function RankedPanel({
  submissions,
  capacity,
  myVotes,
  target,
}: {
  submissions: Votable[];
  capacity: number;
  myVotes: VoteRecord[];
  target: BallotTarget;
}) {
  const byId = new Map(submissions.map((s) => [s.id, s]));
  // An unsent draft wins over the ranking already cast: it is the newer intent (issue 10).
  const draft = useDraft<RankingDraft>(
    ballotSlot(target),
    () => ({
      ranking: rankingFromVotes(myVotes, [...byId.keys()]).slice(0, capacity),
      comments: commentsFromVotes(myVotes),
    }),
    (saved) => restoreRankingDraft(saved, [...byId.keys()], capacity),
  );
  const ranking = draft.value.ranking;
  const setRanking = (next: (r: string[]) => string[]) => draft.setValue((d) => ({ ...d, ranking: next(d.ranking) }));
  const comments = draft.value.comments ?? {};
  const vote = useRankedVote(target);
  const unranked = submissions.filter((s) => !ranking.includes(s.id));
  const remaining = capacity - ranking.length;
  const full = remaining <= 0;
  const editing = myVotes.length > 0;

  const onDragEnd = (result: DropResult) =>
    setRanking((r) => rankingAfterDrop(r, result.draggableId, result.source, result.destination ?? null, capacity));

  return (
    <>
      {draft.restored && <RestoredNote what="ranking" />}
      <DragDropContext onDragEnd={onDragEnd} dragHandleUsageInstructions={DRAG_INSTRUCTIONS}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <section aria-labelledby="ranking-heading">
            <Group justify="space-between" mb="xs">
              <Title order={2} fz="lg" id="ranking-heading">
                Your Ranking
              </Title>
              <Badge variant="light" radius="sm">
                {ranking.length} of {capacity} ranked
              </Badge>
            </Group>
            <Droppable droppableId={RANKING_LIST}>
              {(provided, snapshot) => (
                <div
                  ref={provided.innerRef}
                  {...provided.droppableProps}
                  className={`${classes.list} ${snapshot.isDraggingOver ? classes.over : ''}`}
                >
                  {ranking.map((id, index) => {
                    const s = byId.get(id);
                    if (!s) return null;
                    return (
                      <RankRow key={id} submission={s} index={index} rank={index + 1}>
                        <Button
                          size="compact-xs"
                          variant="default"
                          disabled={index === 0}
                          onClick={() => setRanking((r) => moveInList(r, index, index - 1))}
                          aria-label={`Move up: ${s.title}`}
                        >
                          Move up
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          disabled={index === ranking.length - 1}
                          onClick={() => setRanking((r) => moveInList(r, index, index + 1))}
                          aria-label={`Move down: ${s.title}`}
                        >
                          Move down
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="light"
                          color="red"
                          onClick={() => setRanking((r) => r.filter((x) => x !== id))}
                          aria-label={`Remove: ${s.title}`}
                        >
                          Remove
                        </Button>
                      </RankRow>
                    );
                  })}
                  {provided.placeholder}
                  {!snapshot.isDraggingOver &&
                    Array.from({ length: remaining }, (_, i) => ranking.length + i + 1).map((rank) => (
                      <div key={rank} className={classes.slot}>
                        <Badge circle size="lg" variant="default">
                          {rank}
                        </Badge>
                        <Text c="dimmed" size="sm">
                          Drag a video here, or use Add to ranking
                        </Text>
                      </div>
                    ))}
                </div>
              )}
            </Droppable>
          </section>

          <section aria-labelledby="unranked-heading">
            <Group justify="space-between" mb="xs">
              <Title order={2} fz="lg" id="unranked-heading">
                Not Ranked
              </Title>
              {full && unranked.length > 0 && (
                <Text size="xs" c="dimmed">
                  Ranking full: remove one to add another
                </Text>
              )}
            </Group>
            <Droppable droppableId={UNRANKED_LIST}>
              {(provided, snapshot) => (
                <div
                  ref={provided.innerRef}
                  {...provided.droppableProps}
                  className={`${classes.list} ${snapshot.isDraggingOver ? classes.over : ''}`}
                >
                  {unranked.map((s, index) => (
                    <RankRow key={s.id} submission={s} index={index} rank={null}>
                      <Button
                        size="compact-xs"
                        variant="light"
                        disabled={full}
                        onClick={() => setRanking((r) => insertIntoRanking(r, s.id, r.length, capacity))}
                        aria-label={`Add to ranking: ${s.title}`}
                      >
                        Add to ranking
                      </Button>
                    </RankRow>
                  ))}
                  {provided.placeholder}
                  {unranked.length === 0 && !snapshot.isDraggingOver && (
                    <Text c="dimmed" size="sm" className={classes.empty}>
                      Every video is ranked.
                    </Text>
                  )}
                </div>
              )}
            </Droppable>
          </section>
        </SimpleGrid>
      </DragDropContext>
      {/* Outside the draggable rows, so typing never starts a drag (docs/rules.md §5: a comment per ranked video). */}
      {ranking.length > 0 && (
        <section aria-labelledby="ranking-comments-heading" className={classes.comments}>
          <Title order={2} fz="lg" id="ranking-comments-heading" mb="xs">
            Comments on Your Ranking
          </Title>
          <Stack gap="md">
            {ranking.map((id, index) => {
              const s = byId.get(id);
              if (!s) return null;
              return (
                <div key={id}>
                  <Text fw={600} size="sm" mb={4} lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                    {index + 1}. {s.title}
                  </Text>
                  <CommentField
                    videoTitle={s.title}
                    value={comments[id] ?? ''}
                    onChange={(text) =>
                      draft.setValue((d) => ({ ...d, comments: setComment(d.comments ?? {}, id, text) }))
                    }
                  />
                </div>
              );
            })}
          </Stack>
        </section>
      )}
      <BallotBar
        summary={`${ranking.length} of ${capacity} ranked`}
        progress={capacity > 0 ? ranking.length / capacity : 0}
        button={remaining > 0 ? `Rank ${remaining} More` : editing ? 'Update Rankings' : 'Submit Rankings'}
        disabled={remaining !== 0}
        pending={vote.isPending}
        onSubmit={() => !vote.isPending && vote.mutate({ ranking: [...ranking], comments })}
      />
    </>
  );
}

function RankRow({
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
        >
          <button
            type="button"
            {...provided.dragHandleProps}
            className={classes.handle}
            aria-label={`Drag ${submission.title}`}
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
