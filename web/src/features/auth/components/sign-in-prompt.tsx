import { Button, Card, Center, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { IconLogin } from '../../../components/icons.tsx';
import { goToLogin } from '../../../lib/auth-urls.ts';

/** Shown on signed-in-only screens to a visitor who is signed out; sign-in returns here. */
export function SignInPrompt() {
  const location = useLocation();
  return (
    <Center py={64} px="md">
      <Card withBorder padding="xl" maw={440} w="100%" ta="center">
        <Title order={2}>Sign in to continue</Title>
        <Text c="dimmed" mt="sm">
          You need to be signed in to see this page.
        </Text>
        <Button
          onClick={() => goToLogin(location.pathname + location.search)}
          leftSection={<IconLogin size={16} />}
          mt="lg"
        >
          Sign in
        </Button>
      </Card>
    </Center>
  );
}
