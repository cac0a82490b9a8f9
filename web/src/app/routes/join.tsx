// What signed-in screens draw beyond the landing's sheet (its comment says why here).
import '../../signed-in-styles.ts';
import { Button } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { DeadEnd, EnterInviteCodeButton } from '../../components/dead-end.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useUser } from '../../features/auth/hooks/use-user.ts';
import { InvitePreview } from '../../features/rooms/components/invite-preview.tsx';
import { useJoinByLink } from '../../features/rooms/hooks/use-join-by-link.ts';

/** /join/{inviteCode}: works signed out too, with a preview of the room (docs/rules.md §10 join flow). */
export default function JoinRoute() {
  const { inviteCode = '' } = useParams();
  const { isLoading, isSignedIn } = useUser();
  const { failure, retry } = useJoinByLink(inviteCode, isLoading ? undefined : isSignedIn);

  const invalid = (
    <DeadEnd title="This invite link doesn't work">
      No room has the invite code {inviteCode.toUpperCase()}. It may have been mistyped, the room's admin may have
      replaced it with a new code, or the room was deleted. Ask a member for a fresh link, or enter a code you have.
    </DeadEnd>
  );
  if (failure === 'invalid') return invalid;
  if (failure === 'error') {
    return (
      <DeadEnd
        title="We couldn't join the room"
        actions={
          <>
            <Button onClick={retry}>Try again</Button>
            <EnterInviteCodeButton />
          </>
        }
      >
        Something went wrong on the way. Check your connection and try again.
      </DeadEnd>
    );
  }
  // Signed out: which room and who invited, and a sign-in that comes back here to join.
  if (!isLoading && !isSignedIn) return <InvitePreview inviteCode={inviteCode} invalid={invalid} />;
  return <PageLoader label={isLoading ? 'Loading...' : 'Joining room...'} />;
}
