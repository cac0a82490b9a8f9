// What signed-in screens draw beyond the landing's sheet (its comment says why here).
import '../../signed-in-styles.ts';
import { NotFoundPage } from '../../components/not-found-page.tsx';

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
