import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { DidNotVote } from './did-not-vote.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import classes from './reveal-card.module.css';
import { VideoThumbnail } from './video-thumbnail.tsx';

/** One entry of a reveal, whichever screen shows it: the results page's or the watch party's. */
export type RevealEntry = {
  submissionId: string;
  title: string;
  thumbnail: string;
  submitter: { name: string; image: string | null };
  /** 1 is the winner; absent where nothing is ranked */
  rank?: number | undefined;
  /** Another entry has the same rank (a tie): two or three winners are each a joint winner */
  sharedRank?: boolean | undefined;
  /** e.g. '14 points', '−2 net points', '5 badges' */
  score?: string | undefined;
  badges?: Readonly<Record<string, number>> | undefined;
  /** who gave it what, with their ballot comment when they wrote one */
  voters: readonly { name: string; gave: string; comment?: string | null | undefined }[];
  commentary?: string | null | undefined;
  /** High stakes: the submitter cast no ballot, so the entry scored 0 (docs/rules.md §12) */
  didNotVote?: boolean | undefined;
};

const placeText = ({ rank, sharedRank }: RevealEntry, last: boolean) =>
  rank === 1
    ? sharedRank
      ? 'Joint winner'
      : 'The winner'
    : rank !== undefined
      ? `Rank ${rank}`
      : last
        ? 'And finally'
        : 'Revealed';

/** Whether `rank` is held by more than one of `ranks` (a tie, docs/rules.md §13). */
export const isSharedRank = (rank: number | undefined, ranks: readonly (number | undefined)[]) =>
  rank !== undefined && ranks.filter((r) => r === rank).length > 1;

/** The reveal card: place, video, who sent it, its score and what voters said. */
export function RevealCard({ entry, last = false }: { entry: RevealEntry; last?: boolean }) {
  const winner = entry.rank === 1;
  return (
    <Card withBorder padding={0} className={classes.card} data-testid="reveal-card" aria-live="polite">
      <VideoThumbnail src={entry.thumbnail} className={classes.media} />
      <Stack gap="xs" p="lg">
        <Text className={`${classes.place} ${winner ? classes.winner : ''}`} data-testid="reveal-place">
          {placeText(entry, last)}
        </Text>
        <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
          {entry.title}
        </Title>
        <Group gap={8} wrap="nowrap">
          <PersonAvatar name={entry.submitter.name} image={entry.submitter.image} size={28} />
          <Text fw={600}>{`Sent by ${entry.submitter.name}`}</Text>
        </Group>
        {entry.score && <Text className={classes.points}>{entry.score}</Text>}
        <DidNotVote show={entry.didNotVote} />
        {entry.badges && Object.keys(entry.badges).length > 0 && (
          <Group gap={6}>
            {Object.entries(entry.badges).map(([badge, n]) => (
              <Badge key={badge} variant="light">{`${badge.replaceAll('_', ' ')} × ${n}`}</Badge>
            ))}
          </Group>
        )}
        {entry.commentary && <p className={classes.quote}>{entry.commentary}</p>}
        {entry.voters.length > 0 && (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Votes">
            {entry.voters.map((v, i) => (
              // A grudge voter may both give points and downvote: the same name twice.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <li key={`${i}-${v.name}`}>
                <Text size="sm">
                  <strong>{v.name}</strong>
                  {` · ${v.gave}`}
                  {v.comment ? ` — “${v.comment}”` : ''}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
