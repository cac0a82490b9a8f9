import type { NudgeReceivedEvent } from '@clipclub/protocol/http/nudges';

/** The toast a nudged player sees: "Alice is waiting for your vote". */
export function nudgeToast(e: NudgeReceivedEvent): { title: string; message: string; action: string; to: string } {
  const voting = e.phase === 'voting';
  return {
    title: `${e.byName} is waiting for your ${voting ? 'vote' : 'video'}`,
    message: `${e.roomName} · Session ${e.sessionNumber}: ${e.theme}`,
    action: voting ? 'Vote now' : 'Submit now',
    to: voting ? `/vote/${e.sessionId}` : `/submit/${e.sessionId}`,
  };
}
