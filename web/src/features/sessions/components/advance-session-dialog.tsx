import type { ActivePhase } from '@clipclub/protocol/http/common';
import type { Session } from '@clipclub/protocol/http/sessions';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { plural } from '../../../lib/plural.ts';
import { useAdvanceSession } from '../hooks/use-session-mutations.ts';
import { MissingMembers } from './missing-members.tsx';

type Copy = { title: string; confirm: string; what: string; missing: (left: number) => string; done: string };

// Members cannot submit or vote once the phase has moved on (docs/rules.md §3), so the hint says so.
const COPY: Record<ActivePhase, Copy> = {
  submissions: {
    title: 'Advance to Voting Phase',
    confirm: 'Start Voting',
    what: 'Submissions close and everyone can start voting.',
    missing: (left) =>
      `${plural(left, 'member')} ${left === 1 ? "hasn't" : "haven't"} submitted yet and will miss out on this session.`,
    done: 'Everyone has submitted.',
  },
  voting: {
    title: 'Advance to Results Phase',
    confirm: 'Show Results',
    what: 'Voting closes and the results are published to the room.',
    missing: (left) =>
      `${plural(left, 'member')} ${left === 1 ? "hasn't" : "haven't"} voted yet and will miss out on this vote.`,
    done: 'Everyone has voted.',
  },
};

// Automatic rooms: the same move, before the deadline (docs/rules.md §3: admins may advance by hand).
const EARLY: Record<ActivePhase, Pick<Copy, 'title' | 'confirm' | 'what'>> = {
  submissions: {
    title: 'Close submissions now',
    confirm: 'Close Submissions',
    what: 'Submissions close before their deadline and everyone can start voting.',
  },
  voting: {
    title: 'Close voting now',
    confirm: 'Close Voting',
    what: 'Voting closes before its deadline and the results are published to the room.',
  },
};

/** The confirmation in front of endSubmissions / endVoting: a phase never goes back (docs/rules.md §3). */
export function AdvanceSessionDialog({
  session,
  phase,
  opened,
  onClose,
  manual = true,
  missing = [],
  userId,
}: {
  session: Session;
  phase: ActivePhase;
  opened: boolean;
  onClose: () => void;
  /** automatic rooms close a phase early: the dialog says so */
  manual?: boolean;
  /** who has not yet submitted / voted, listed by name with a Nudge for each */
  missing?: readonly { userId: string; userName: string }[];
  userId?: string | undefined;
}) {
  const advance = useAdvanceSession(session);
  const copy = manual ? COPY[phase] : { ...COPY[phase], ...EARLY[phase] };
  const taken = phase === 'submissions' ? session.submittedCount : session.votedCount;
  const left = Math.max(0, session.memberCount - taken);
  const pending = advance.isPending;

  return (
    <Modal opened={opened} onClose={onClose} title={copy.title}>
      <Stack gap="md">
        <Text size="sm">
          Session {session.sessionNumber}, <strong>{session.theme}</strong>: {copy.what}
        </Text>
        <Text size="sm" c={left > 0 ? 'orange' : 'dimmed'} fw={left > 0 ? 600 : undefined}>
          {left > 0 ? copy.missing(left) : copy.done}
        </Text>
        <MissingMembers session={{ id: session.id, status: phase }} missing={missing} canNudge userId={userId} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() =>
              !pending &&
              advance.mutate(phase === 'submissions' ? 'endSubmissions' : 'endVoting', { onSuccess: onClose })
            }
            disabled={pending}
          >
            {pending ? 'Advancing...' : copy.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
