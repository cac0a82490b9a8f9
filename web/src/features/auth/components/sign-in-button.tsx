import { Button } from '@mantine/core';
import { IconLogin } from '../../../components/icons.tsx';
import { goToLogin } from '../../../lib/auth-urls.ts';

export function SignInButton() {
  return (
    <Button onClick={() => goToLogin()} leftSection={<IconLogin size={16} />} radius="xl">
      Sign In with Google
    </Button>
  );
}
