import '@mantine/core/styles/Progress.css';
import type { ActivePhase } from '@clipclub/protocol/http/common';
import type { Session } from '@clipclub/protocol/http/sessions';
import { Badge, Button, Group, Progress, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowRight } from '../../../components/icons.tsx';
import { useEver } from '../../../lib/use-ever.ts';
import { AdvanceSessionDialog } from './advance-session-dialog.tsx';
import classes from './session-card.module.css';
import { SessionPresence } from './session-presence.tsx';

/** A session whose phase is running: submissions or voting. */
export type OpenSession = Session & { status: ActivePhase };

function phaseOf(session: OpenSession) {
  const inSubmissions = session.status === 'submissions';
  return {
    verb: inSubmissions ? ('submitted' as const) : ('voted' as const),
    people: inSubmissions ? session.submitters : session.voters,
    count: inSubmissions ? session.submittedCount : session.votedCount,
  };
}

/**
 * Who has submitted / voted so far in the active session, with the 'N of M' count in manual
 * rooms (docs/rules.md §3 "Progress"), and whether the viewer is among them.
 */
export function PhasePresence({
  session,
  manual,
  userId,
}: {
  session: OpenSession;
  manual: boolean;
  userId: string | undefined;
}) {
  const { verb, people, count } = phaseOf(session);
  const summary = manual
    ? `${count} of ${session.memberCount} ${verb}`
    : count === 0
      ? `No one has ${verb} yet`
      : `${count === 1 ? 'has' : 'have'} ${verb}`;
  const mine = userId !== undefined && people.some((p) => p.userId === userId);
  return (
    <Group justify="space-between" gap="xs">
      <SessionPresence verb={verb} people={people} summary={summary} />
      {mine && (
        <Badge variant="light" color="teal" radius="sm" tt="none">
          {verb === 'submitted' ? "You've submitted" : "You've voted"}
        </Badge>
      )}
    </Group>
  );
}

type Person = { userId: string; userName: string };

/**
 * The admin's phase controls: progress and the advance button behind its dialog. Manual rooms
 * use the spec's words; automatic rooms follow their deadlines, so there it closes a phase
 * early ("Everyone's in — close voting now" once nobody is missing).
 */
export function AdminPhaseControls({
  session,
  manual,
  missing,
  userId,
}: {
  session: OpenSession;
  manual: boolean;
  missing: readonly Person[];
  userId: string | undefined;
}) {
  const [opened, dialog] = useDisclosure(false);
  const shown = useEver(opened); // the dialog is drawn from its first opening on (lib/use-ever.ts)
  const { count } = phaseOf(session);
  const inSubmissions = session.status === 'submissions';
  const percent = session.memberCount > 0 ? Math.min(100, Math.round((count / session.memberCount) * 100)) : 0;
  return (
    <div className={classes.admin}>
      <div className={classes.meter}>
        <Text size="xs" c="dimmed" fw={700} tt="uppercase" mb={6}>
          {inSubmissions ? 'Submission progress' : 'Voting progress'} · {percent}%
        </Text>
        <Progress
          value={percent}
          size="md"
          radius="xl"
          color={inSubmissions ? 'blue' : 'violet'}
          aria-label={inSubmissions ? 'Submission progress' : 'Voting progress'}
        />
      </div>
      <Button variant="default" rightSection={<IconArrowRight size={16} />} onClick={dialog.open}>
        {advanceLabel(session.status, manual, count >= session.memberCount)}
      </Button>
      {shown && (
        <AdvanceSessionDialog
          session={session}
          phase={session.status}
          opened={opened}
          onClose={dialog.close}
          manual={manual}
          missing={missing}
          userId={userId}
        />
      )}
    </div>
  );
}

/** The advance button's words (pure, tested). */
export function advanceLabel(status: ActivePhase, manual: boolean, everyoneIn: boolean): string {
  if (manual) return status === 'submissions' ? 'Advance to Voting Phase' : 'Advance to Results Phase';
  const what = status === 'submissions' ? 'submissions' : 'voting';
  return everyoneIn ? `Everyone's in — close ${what} now` : `Close ${what} early`;
}
