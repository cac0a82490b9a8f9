import { Center, Loader, Stack, Text } from '@mantine/core';

/** A centred spinner with an optional line of text ('Loading your rooms...'). */
export function PageLoader({ label }: { label?: string }) {
  return (
    <Center py={80} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader type="dots" size="lg" aria-hidden="true" />
        <Text c="dimmed">{label ?? 'Loading...'}</Text>
      </Stack>
    </Center>
  );
}
