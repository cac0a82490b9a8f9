import type { Votable } from '@clipclub/protocol/http/submissions';
import { Stack, Text, Title } from '@mantine/core';
import type { Comments } from '../lib/comments.ts';
import { CommentField } from './comment-field.tsx';
import classes from './ranked-panel.module.css';

type Props = {
  ranking: string[];
  byId: Map<string, Votable>;
  comments: Comments;
  onComment: (submissionId: string, text: string) => void;
};

/**
 * A comment per ranked video (docs/rules.md §5), outside the draggable rows so typing never
 * starts a drag.
 */
export function RankingComments({ ranking, byId, comments, onComment }: Props) {
  return (
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
              <CommentField videoTitle={s.title} value={comments[id] ?? ''} onChange={(text) => onComment(id, text)} />
            </div>
          );
        })}
      </Stack>
    </section>
  );
}
