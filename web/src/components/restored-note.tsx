import { Alert } from '@mantine/core';

/** Said once a ballot or submission was filled in from a draft the player left unsent. */
export function RestoredNote({ what }: { what: string }) {
  return (
    <Alert variant="light" color="blue" radius="lg" mb="lg" title={`Restored your unsent ${what}`}>
      It was kept in this browser. Check it and send it when you're ready.
    </Alert>
  );
}
