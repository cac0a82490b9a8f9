import { useParams } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader.tsx';
import { useUser } from '../../features/auth/hooks/use-user.ts';
import { useJoinByLink } from '../../features/rooms/hooks/use-join-by-link.ts';

/** /join/{inviteCode}: works signed out too (docs/rules.md §10 join flow). */
export default function JoinRoute() {
  const { inviteCode = '' } = useParams();
  const { isLoading, isSignedIn } = useUser();
  useJoinByLink(inviteCode, isLoading ? undefined : isSignedIn);
  return <PageLoader label={isLoading ? 'Loading...' : isSignedIn ? 'Joining room...' : 'Redirecting to login...'} />;
}
