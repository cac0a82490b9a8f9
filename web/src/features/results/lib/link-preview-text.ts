import type { Session } from '@clipclub/protocol/http/sessions';

/**
 * A shared results link's preview: the room and the session, never the winner or the order,
 * before the reveal and after it alike (docs/rules.md §13), since whoever sees the preview in a
 * group chat may not have seen the reveal yet.
 */
export function resultsLinkPreview(session: Pick<Session, 'sessionNumber' | 'theme'>, roomName: string | undefined) {
  const round = `Session ${session.sessionNumber}: ${session.theme}`;
  return {
    title: roomName ? `${roomName} · ${round}` : round,
    description: 'The results are in on Clip Club. Open the link to watch the reveal, from last place to first.',
  };
}
