import type { Votable } from '@clipclub/protocol/http/submissions';
import type { VoteAllocation, VoteRecord } from '@clipclub/protocol/http/votes';
import { Card, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { preloadableLazy } from '../../../lib/preloadable-lazy.tsx';
import type { BallotTarget } from '../lib/ballot-draft.ts';
import { ClassicPanel } from './classic-panel.tsx';
import { GrudgePanel } from './grudge-panel.tsx';
import { MODE_TITLES, modeInstructions } from './vote-labels.ts';

// Drag and drop (@hello-pangea/dnd, ~25 KB gzip) loads only for a ranked-choice ballot.
const RankedPanel = preloadableLazy('ranked-panel', () =>
  import('./ranked-panel.tsx').then((m) => ({ default: m.RankedPanel })),
);
// Its badges' tooltips (Tooltip, floating-ui: build/chunk-groups.ts `ui-floating`) load only for
// an appreciation ballot.
const AppreciationPanel = preloadableLazy('appreciation-panel', () =>
  import('./appreciation-panel.tsx').then((m) => ({ default: m.AppreciationPanel })),
);

type Props = {
  allocation: VoteAllocation;
  /** Others' entries: the only ones the ballot may name. */
  others: Votable[];
  myVotes: VoteRecord[];
  /** The player submitted too: their own video is left out, and the screen says why. */
  hasOwn: boolean;
  target: BallotTarget;
};

/** The open ballot: the room's mode, its instructions, and that mode's panel. */
export function ModeBallot({ allocation, others, myVotes, hasOwn, target }: Props) {
  const { votingMode: mode, voteAllocation, perSubmissionCap } = allocation;
  return (
    <>
      <Card withBorder radius="lg" padding="lg" mt="lg" mb="lg" bg="var(--mantine-color-violet-light)">
        <Title order={2} fz="lg">
          {MODE_TITLES[mode]}
        </Title>
        <Text size="sm" mt={4}>
          {modeInstructions(mode, voteAllocation, perSubmissionCap)}
        </Text>
        {hasOwn && (
          <Text size="xs" c="dimmed" mt={6}>
            Your own submission is not listed: you cannot vote for it.
          </Text>
        )}
      </Card>
      {mode === 'classic' && (
        <ClassicPanel
          submissions={others}
          allocation={voteAllocation ?? 0}
          cap={perSubmissionCap ?? 0}
          target={target}
        />
      )}
      {mode === 'ranked_choice' && (
        <Suspense fallback={<PageLoader label="Loading ballot..." />}>
          <RankedPanel submissions={others} capacity={voteAllocation ?? 0} myVotes={myVotes} target={target} />
        </Suspense>
      )}
      {mode === 'grudge_match' && (
        <GrudgePanel
          submissions={others}
          allocation={voteAllocation ?? 0}
          cap={perSubmissionCap ?? 0}
          myVotes={myVotes}
          target={target}
        />
      )}
      {mode === 'appreciation_station' && (
        <Suspense fallback={<PageLoader label="Loading ballot..." />}>
          <AppreciationPanel submissions={others} target={target} />
        </Suspense>
      )}
    </>
  );
}
