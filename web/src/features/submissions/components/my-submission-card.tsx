import type { Submission } from '@clipclub/protocol/http/submissions';
import { Anchor, Button, Card, Group, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { VideoThumbnail } from '../../../components/video-thumbnail.tsx';
import classes from './submission.module.css';
import { IconCircleCheck, IconExternalLink } from './submission-icons.tsx';

/** 'Already Submitted': the user's own video, and the Edit Submission action while it is allowed. */
export function MySubmissionCard({ submission, onEdit }: { submission: Submission; onEdit?: () => void }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" color="teal" radius="xl" size={36}>
          <IconCircleCheck size={20} />
        </ThemeIcon>
        <div>
          <Title order={2} fz="lg">
            Already Submitted
          </Title>
          <Text size="sm" c="dimmed">
            {onEdit ? 'You can change your pick until submissions close.' : 'Your pick for this session.'}
          </Text>
        </div>
      </Group>

      <div className={classes.video}>
        <VideoThumbnail src={submission.thumbnail} className={classes.thumbnail} />
        <div className={classes.details}>
          <Text fw={700} className={classes.title}>
            {submission.title}
          </Text>
          {/* Plain text: React escapes it, so a commentary can never become markup. */}
          {submission.commentary && (
            <Text size="sm" mt={6} className={classes.commentary}>
              {submission.commentary}
            </Text>
          )}
          <Anchor
            href={submission.youtubeUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            fw={600}
            mt="sm"
            className={classes.watch}
          >
            Watch on YouTube
            <IconExternalLink size={14} />
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        </div>
      </div>

      {onEdit && (
        <Group justify="flex-end" mt="md">
          <Button variant="light" onClick={onEdit}>
            Edit Submission
          </Button>
        </Group>
      )}
    </Card>
  );
}
