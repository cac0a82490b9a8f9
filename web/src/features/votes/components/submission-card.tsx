import type { Votable } from '@clipclub/protocol/http/submissions';
import { Anchor, Box, Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './submission-card.module.css';
import { VideoPlayer } from './video-player.tsx';

/**
 * A submission as a card, never who sent it (docs/rules.md §4): the video playing in place,
 * title, commentary, then the mode's controls.
 */
export function SubmissionCard({ submission, children }: { submission: Votable; children?: ReactNode }) {
  return (
    <Card
      component="article"
      className={classes.card}
      aria-label={submission.title}
      withBorder
      radius="lg"
      padding="md"
    >
      <VideoPlayer video={submission} />
      <Text fw={700} mt="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {submission.title}
      </Text>
      {submission.commentary && (
        <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          “{submission.commentary}”
        </Text>
      )}
      <Anchor href={submission.youtubeUrl} target="_blank" rel="noopener noreferrer" size="xs" mt={6} w="fit-content">
        Open on YouTube
      </Anchor>
      {/* Controls line up at the bottom of a row of cards, whatever the commentary's length. */}
      {children && (
        <Box mt="auto" pt="md">
          {children}
        </Box>
      )}
    </Card>
  );
}
