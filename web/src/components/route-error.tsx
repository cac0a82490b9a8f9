import { Button, Card, Center, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router-dom';

/** The router's error element: a crash or a lazy chunk that failed to load (often after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center py={64} px="md">
      <Card withBorder padding="xl" maw={480} w="100%">
        <Title order={1} fz={26}>
          Something went wrong
        </Title>
        <Text c="dimmed" mt="sm">
          This page could not be shown. Reloading usually fixes it.
        </Text>
        <Button mt="lg" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Card>
    </Center>
  );
}
