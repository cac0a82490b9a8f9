import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DeadEnd } from './dead-end.tsx';

// The not-found page of docs/rules.md §10, without a developer line: unknown paths.
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
