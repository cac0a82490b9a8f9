import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DeadEnd } from './dead-end.tsx';

// product-spec §2 not-found page, without its developer line (decisions.md §9): unknown paths.
export function NotFoundPage() {
  return (
    <DeadEnd
      title="404 Page Not Found"
      actions={
        <Button component={Link} to="/">
          Back to home
        </Button>
      }
    >
      There's no page at this address. The link may be mistyped or out of date.
    </DeadEnd>
  );
}
