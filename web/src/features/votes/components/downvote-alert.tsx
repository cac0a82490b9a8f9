import { LIMITS } from '@clipclub/protocol/constants';
import { Alert, Badge, Group } from '@mantine/core';

const PENALTY = LIMITS.downvotePenalty;

/** The grudge ballot's downvote rule and the player's tokens (undefined while they load). */
export function DownvoteAlert({ tokenCount, alreadyCast }: { tokenCount: number | undefined; alreadyCast: boolean }) {
  return (
    <Alert
      variant="light"
      color="red"
      radius="lg"
      mb="lg"
      title={
        <Group gap="xs">
          <span>Downvote</span>
          {tokenCount !== undefined && (
            <Badge variant="filled" color="red" radius="sm">
              {tokenCount} {tokenCount === 1 ? 'token' : 'tokens'}
            </Badge>
          )}
        </Group>
      }
    >
      {alreadyCast
        ? 'You have already downvoted a video this round. A downvote is final.'
        : tokenCount === undefined
          ? 'Checking your downvote tokens...'
          : tokenCount > 0
            ? `Optional: take ${PENALTY} points from one video. It costs 1 token, gives its submitter a revenge token, and is final once submitted.`
            : 'You have no downvote tokens left, so you cannot downvote this round.'}
    </Alert>
  );
}
