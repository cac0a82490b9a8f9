import type { Votable } from '@clipclub/protocol/http/submissions';
import { Box, Button, Group, Text, Tooltip } from '@mantine/core';
import { buttonUntilHydrated } from '../../../components/drawn-controls.ts';
import { QueryStates } from '../../../components/query-states.tsx';
import { RestoredNote } from '../../../components/restored-note.tsx';
import { useDraft } from '../../../lib/use-draft.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { useAppreciationVote } from '../hooks/use-cast-vote.ts';
import { useBadgeConfig } from '../hooks/use-vote-data.ts';
import { type BadgesDraft, type BallotTarget, ballotSlot, restoreBadgesDraft } from '../lib/ballot-draft.ts';
import { setComment } from '../lib/comments.ts';
import { BallotBar } from './ballot-bar.tsx';
import { BallotCards } from './ballot-cards.tsx';
import { CommentField } from './comment-field.tsx';
import { SubmissionCard } from './submission-card.tsx';

type Ballot = Readonly<Record<string, readonly string[]>>;

function toggle(ballot: Ballot, submissionId: string, badge: string): Ballot {
  const list = ballot[submissionId] ?? [];
  return { ...ballot, [submissionId]: list.includes(badge) ? list.filter((b) => b !== badge) : [...list, badge] };
}

/** Appreciation station: any of the eight badges, several per card, none required; one ballot. */
export function AppreciationPanel({ submissions, target }: { submissions: Votable[]; target: BallotTarget }) {
  const config = useBadgeConfig(target.roomId);
  const draft = useDraft<BadgesDraft>(
    ballotSlot(target),
    () => ({ badges: {} }),
    (saved) =>
      restoreBadgesDraft(
        saved,
        submissions.map((s) => s.id),
      ),
  );
  const ballot: Ballot = draft.value.badges;
  const setBallot = (next: (b: Ballot) => Ballot) => draft.setValue((d) => ({ ...d, badges: next(d.badges) }));
  const comments = draft.value.comments ?? {};
  const vote = useAppreciationVote(target);
  const given = Object.values(ballot).reduce((n, list) => n + list.length, 0);
  // A badge pressed on the drawn ballot would be given by no handler (docs/rules.md).
  const badgeButton = buttonUntilHydrated(useHydrated());

  return (
    <QueryStates query={config} loading="Loading badges..." layout="inline" failed="The badges could not be loaded.">
      {({ availableBadges: badges }) => (
        <>
          {draft.restored && <RestoredNote what="ballot" />}
          <BallotCards submissions={submissions} controls="115px">
            {(s) => (
              <SubmissionCard submission={s}>
                <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={6}>
                  Badges
                </Text>
                <Group gap={6} role="group" aria-label={`Badges for ${s.title}`}>
                  {badges.map((badge) => {
                    const on = ballot[s.id]?.includes(badge.type) ?? false;
                    return (
                      <Tooltip key={badge.type} label={badge.description} withArrow multiline maw={220}>
                        <Button
                          // 30 px: a finger's target with room between them (WCAG 2.5.8).
                          size="compact-md"
                          radius="xl"
                          variant={on ? 'filled' : 'default'}
                          aria-pressed={on}
                          {...badgeButton}
                          aria-description={badge.description}
                          leftSection={<span aria-hidden="true">{badge.icon}</span>}
                          onClick={() => setBallot((b) => toggle(b, s.id, badge.type))}
                        >
                          {badge.label}
                        </Button>
                      </Tooltip>
                    );
                  })}
                </Group>
                {(ballot[s.id]?.length ?? 0) > 0 && (
                  <Box mt="sm">
                    <CommentField
                      videoTitle={s.title}
                      value={comments[s.id] ?? ''}
                      onChange={(text) =>
                        draft.setValue((d) => ({ ...d, comments: setComment(d.comments ?? {}, s.id, text) }))
                      }
                    />
                  </Box>
                )}
              </SubmissionCard>
            )}
          </BallotCards>
          <BallotBar
            summary={`${given} ${given === 1 ? 'badge' : 'badges'} given`}
            button="Submit Appreciation"
            pending={vote.isPending}
            onSubmit={() =>
              !vote.isPending &&
              vote.mutate({
                badges: Object.fromEntries(Object.entries(ballot).map(([id, list]) => [id, [...list]])),
                comments,
              })
            }
          />
        </>
      )}
    </QueryStates>
  );
}
