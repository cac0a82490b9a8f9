import { Badge } from '@mantine/core';

/**
 * High stakes: the submitter cast no ballot, so their entry scores 0 while still showing the
 * votes it got (docs/rules.md §12).
 */
export function DidNotVote({ show }: { show: boolean | undefined }) {
  if (!show) return null;
  return (
    <Badge variant="default" radius="sm" tt="none" fw={600} mt={6}>
      Did not vote
    </Badge>
  );
}
