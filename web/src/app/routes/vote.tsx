import { PageLoader } from '../../components/page-loader.tsx';
import { RequireAuth } from '../require-auth.tsx';

// The vote screen arrives with its own issue; until then the route exists and shows a loading state.
export default function VoteRoute() {
  return (
    <RequireAuth>
      <PageLoader />
    </RequireAuth>
  );
}
