import type { AppreciationResult, ResultEntry } from '@clipclub/protocol/http/results';
import { Group, Text } from '@mantine/core';
import { DidNotVote } from '../../../components/did-not-vote.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';

/**
 * The head of a results entry (Final Rankings, All Submissions): the video's title, who
 * submitted it, and the note when they did not vote. It fills what is left beside the thumbnail.
 */
export function EntryHeading({
  entry: { videoTitle, userName, userImage, didNotVote },
}: {
  entry: Pick<ResultEntry | AppreciationResult, 'videoTitle' | 'userName' | 'userImage' | 'didNotVote'>;
}) {
  return (
    <div style={{ minWidth: 0, flex: 1 }}>
      <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {videoTitle}
      </Text>
      <Group gap={6} mt={4} wrap="nowrap">
        <PersonAvatar name={userName} image={userImage} size={22} />
        <Text size="sm" c="dimmed" truncate>
          {userName}
        </Text>
      </Group>
      <DidNotVote show={didNotVote} />
    </div>
  );
}
