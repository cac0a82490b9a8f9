import type { Votable } from '@clipclub/protocol/http/submissions';
import type { VoteRecord } from '@clipclub/protocol/http/votes';
import { DragDropContext, type DropResult } from '@hello-pangea/dnd';
import { SimpleGrid } from '@mantine/core';
import { RestoredNote } from '../../../components/restored-note.tsx';
import { useDraft } from '../../../lib/use-draft.ts';
import { useRankedVote } from '../hooks/use-cast-vote.ts';
import { rankingAfterDrop, rankingFromVotes } from '../lib/ballot.ts';
import { type BallotTarget, ballotSlot, type RankingDraft, restoreRankingDraft } from '../lib/ballot-draft.ts';
import { commentsFromVotes, setComment } from '../lib/comments.ts';
import { BallotBar } from './ballot-bar.tsx';
import { RankingComments } from './ranking-comments.tsx';
import { RankingList } from './ranking-list.tsx';
import { UnrankedList } from './unranked-list.tsx';

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
  // An unsent draft wins over the ranking already cast: it is the newer intent.
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
  const editing = myVotes.length > 0;

  const onDragEnd = (result: DropResult) =>
    setRanking((r) => rankingAfterDrop(r, result.draggableId, result.source, result.destination ?? null, capacity));

  return (
    <>
      {draft.restored && <RestoredNote what="ranking" />}
      <DragDropContext onDragEnd={onDragEnd} dragHandleUsageInstructions={DRAG_INSTRUCTIONS}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <RankingList ranking={ranking} byId={byId} capacity={capacity} setRanking={setRanking} />
          <UnrankedList unranked={unranked} full={remaining <= 0} capacity={capacity} setRanking={setRanking} />
        </SimpleGrid>
      </DragDropContext>
      {ranking.length > 0 && (
        <RankingComments
          ranking={ranking}
          byId={byId}
          comments={comments}
          onComment={(id, text) => draft.setValue((d) => ({ ...d, comments: setComment(d.comments ?? {}, id, text) }))}
        />
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
