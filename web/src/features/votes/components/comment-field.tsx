import { LIMITS } from '@clipclub/protocol/constants';
import { Textarea } from '@mantine/core';
import { fieldUntilHydrated } from '../../../components/drawn-controls.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';

const MAX = LIMITS.voteComment;

/**
 * A voter's comment on one video: optional, at most 280 characters, and private until
 * the results, which is what the hint says. `label` names what it comments on ('Comment',
 * 'Why the downvote?'); the card or row around it names the video.
 */
export function CommentField({
  label = 'Comment',
  videoTitle,
  value,
  onChange,
}: {
  label?: string;
  videoTitle: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const left = MAX - value.length;
  // Text typed into a drawn ballot would not be the draft's: it takes typing once the app has it.
  const field = fieldUntilHydrated(useHydrated());
  return (
    <Textarea
      label={label}
      // The visible label first, so speech input finds the field by what it shows.
      aria-label={`${label}: ${videoTitle}`}
      description={
        left <= 40
          ? `${left} characters left · shown with your name at results`
          : 'Optional · shown with your name at results'
      }
      placeholder="Say why (optional)"
      value={value}
      maxLength={MAX}
      // A fixed height: Mantine's autosize measures fonts, which tests (jsdom) cannot.
      rows={2}
      size="sm"
      {...field}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
