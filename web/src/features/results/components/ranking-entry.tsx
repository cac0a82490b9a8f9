import type { VotingMode } from '@clipclub/protocol/http/common';
import type { ResultEntry } from '@clipclub/protocol/http/results';
import { Button, Collapse, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { IconChevronDown } from '../../../components/icons.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { describeVote, formatPoints, pointsLabel, rankColor, signed, voterCount } from '../lib/format.ts';
import { EntryHeading } from './entry-heading.tsx';
import { ResultCard } from './result-card.tsx';
import classes from './results.module.css';
import { Thumbnail } from './thumbnail.tsx';
import { SubmitterCommentary, VoteComments } from './vote-comments.tsx';

const RANK_CLASS: Record<string, string | undefined> = {
  yellow: classes.gold,
  gray: classes.silver,
  orange: classes.bronze,
};

/** One line of 'Final Rankings', with who voted for it behind 'Show Votes'. */
export function RankingEntry({ entry, mode }: { entry: ResultEntry; mode: VotingMode }) {
  const [open, { toggle }] = useDisclosure(false);
  const listId = useId();
  const voters = voterCount(entry.voteBreakdown);
  const color = rankColor(entry.rank);
  const votersText = `${voters} ${voters === 1 ? 'voter' : 'voters'}`;

  return (
    <ResultCard className={classes.listed} label={`Rank ${entry.rank}: ${entry.videoTitle}`}>
      <div className={classes.entry}>
        <div className={`${classes.rank} ${color ? RANK_CLASS[color] : ''}`}>{entry.rank}</div>
        <Thumbnail src={entry.thumbnail} title={entry.videoTitle} />
        <EntryHeading entry={entry} />
        <Text className={classes.points}>
          <span className={classes.pointsValue}>{formatPoints(entry.points)}</span>{' '}
          <span className={classes.pointsLabel}>{pointsLabel(mode)}</span>
        </Text>
      </div>

      {mode === 'grudge_match' && (
        <Group gap="lg" mt="sm">
          <Stat label="Positive Votes" value={String(entry.upvotes)} />
          <Stat label="Downvotes" value={String(entry.downvotes)} />
          <Stat label="Net Score" value={signed(entry.points)} />
        </Group>
      )}

      <SubmitterCommentary commentary={entry.commentary} userName={entry.userName} />
      <VoteComments breakdown={entry.voteBreakdown} videoTitle={entry.videoTitle} />

      {voters === 0 ? (
        // Nothing to show behind a button: say so instead.
        <Text size="sm" c="dimmed" mt="sm">
          No votes
        </Text>
      ) : (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            mt="sm"
            w="fit-content"
            aria-expanded={open}
            aria-controls={listId}
            onClick={toggle}
            rightSection={<IconChevronDown size={14} style={{ transform: open ? 'rotate(180deg)' : undefined }} />}
          >
            {open ? `Hide Votes (${votersText})` : `Show Votes (${votersText})`}
          </Button>
          <Collapse expanded={open} id={listId}>
            <ul className={classes.voters} aria-label={`Votes for ${entry.videoTitle}`}>
              {entry.voteBreakdown.map((vote) => (
                <li key={`${vote.voterId}-${vote.type}`}>
                  <Group gap="sm" wrap="nowrap" justify="space-between">
                    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                      <PersonAvatar name={vote.voterName} image={vote.voterImage} size={26} />
                      <Text size="sm" fw={600} truncate>
                        {vote.voterName}
                      </Text>
                    </Group>
                    <Text size="sm" fw={600} c={vote.type === 'downvote' ? 'red' : undefined} style={{ flexShrink: 0 }}>
                      {describeVote(vote)}
                    </Text>
                  </Group>
                </li>
              ))}
            </ul>
          </Collapse>
        </>
      )}
    </ResultCard>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  );
}
