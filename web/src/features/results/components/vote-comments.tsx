import type { Badge as BadgeInfo } from '@clipclub/protocol/http/badges';
import type { BadgeGiver, VoteBreakdownItem } from '@clipclub/protocol/http/results';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { describeVote } from '../lib/format.ts';
import classes from './vote-comments.module.css';

// Under each video in the results: the submitter's own commentary, then every comment
// with its voter's name beside what they gave; in appreciation, who gave which badges. Comments
// are shown openly, not behind 'Show Votes': reading them is the point of the reveal.

/** The submitter's commentary as a quote with their name. */
export function SubmitterCommentary({ commentary, userName }: { commentary: string | null; userName: string }) {
  if (!commentary) return null;
  return (
    <blockquote className={classes.commentary}>
      <Text size="sm" className={classes.text}>
        “{commentary}”
      </Text>
      <Text size="xs" fw={600} mt={2}>
        — {userName}, who picked it
      </Text>
    </blockquote>
  );
}

/** Comments left with points, ranks or a downvote; nothing when nobody commented. */
export function VoteComments({
  breakdown,
  videoTitle,
}: {
  breakdown: readonly VoteBreakdownItem[];
  videoTitle: string;
}) {
  const commented = breakdown.filter((v) => v.comment);
  if (commented.length === 0) return null;
  return (
    <CommentList label={`Comments on ${videoTitle}`}>
      {commented.map((v) => (
        <CommentItem
          key={`${v.voterId}-${v.type}`}
          name={v.voterName}
          image={v.voterImage}
          gave={describeVote(v)}
          downvote={v.type === 'downvote'}
          comment={v.comment}
        />
      ))}
    </CommentList>
  );
}

/** Appreciation: every voter who gave this video badges, which ones, and their comment. */
export function BadgeGivers({
  givers,
  badges,
  videoTitle,
}: {
  givers: readonly BadgeGiver[];
  badges: readonly BadgeInfo[];
  videoTitle: string;
}) {
  if (givers.length === 0) return null;
  const named = (type: string) => {
    const badge = badges.find((b) => b.type === type);
    return badge ? `${badge.icon} ${badge.label}` : type;
  };
  return (
    <CommentList label={`Badges given to ${videoTitle}`}>
      {givers.map((g) => (
        <CommentItem
          key={g.voterId}
          name={g.voterName}
          image={g.voterImage}
          gave={g.badges.map(named).join(', ')}
          comment={g.comment}
        />
      ))}
    </CommentList>
  );
}

function CommentList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={classes.list} aria-label={label}>
      {children}
    </ul>
  );
}

function CommentItem({
  name,
  image,
  gave,
  comment,
  downvote = false,
}: {
  name: string;
  image: string | null;
  gave: string;
  comment: string | null;
  downvote?: boolean;
}) {
  return (
    <li className={classes.item}>
      <PersonAvatar name={name} image={image} size={26} />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={700}>
            {name}
          </Text>
          <Text size="sm" fw={600} className={downvote ? classes.downvote : undefined}>
            {gave}
          </Text>
        </Group>
        {comment && (
          <Text size="sm" className={classes.text}>
            {comment}
          </Text>
        )}
      </Stack>
    </li>
  );
}
