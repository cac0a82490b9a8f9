import { PageLoader } from '../../components/page-loader.tsx';
import { RequireAuth } from '../require-auth.tsx';

// The results screen arrives with its own issue; until then the route exists and shows a loading state.
export default function ResultsRoute() {
  return (
    <RequireAuth>
      <PageLoader />
    </RequireAuth>
  );
}
