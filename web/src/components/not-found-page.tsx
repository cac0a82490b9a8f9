import { Button, Card, Center, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

// docs/rules.md §10 not-found page; also shown for rooms the API answers 404 for.
export function NotFoundPage() {
  return (
    <Center py={64} px="md">
      <Card withBorder padding="xl" maw={480} w="100%">
        <Title order={1} fz={28}>
          404 Page Not Found
        </Title>
        <Text c="dimmed" mt="sm">
          Did you forget to add the page to the router?
        </Text>
        <Button component={Link} to="/" variant="light" mt="lg" w="fit-content">
          Back to home
        </Button>
      </Card>
    </Center>
  );
}
