import { create } from 'zustand';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSingleFlightMutation } from '../../../lib/single-flight.ts';
import { nudgeMember } from '../api/sessions-api.ts';

// When each member may be nudged again, as the server said (the card and the advance dialog
// show the same buttons, so they share this). A reload forgets it; the server still says 429.
type NudgedState = { until: Record<string, number>; mark: (key: string, until: number) => void };
const useNudged = create<NudgedState>((set) => ({
  until: {},
  mark: (key, until) => set((s) => ({ until: { ...s.until, [key]: until } })),
}));

const keyOf = (sessionId: string, userId: string) => `${sessionId}:${userId}`;

export function useNudgedRecently(sessionId: string, userId: string): boolean {
  const until = useNudged((s) => s.until[keyOf(sessionId, userId)]);
  return until !== undefined && until > Date.now();
}

export function useNudge(sessionId: string) {
  const mark = useNudged((s) => s.mark);
  return useSingleFlightMutation({
    mutationFn: (member: { userId: string; userName: string }) => nudgeMember(sessionId, member.userId),
    onSuccess: (nudge) => {
      mark(keyOf(sessionId, nudge.userId), new Date(nudge.nextNudgeAt).getTime());
      notifySuccess('Nudge sent', `${nudge.userName} will see a reminder.`);
    },
    onError: (error) => notifyError(error, 'Failed to send the nudge'),
  });
}
