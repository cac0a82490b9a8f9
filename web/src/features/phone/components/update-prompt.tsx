import { Button, Group, Paper, Text } from '@mantine/core';
import { UPDATE_PROMPT } from '../lib/phone-text.ts';
import { useUpdateStore } from '../lib/update-store.ts';
import classes from './phone.module.css';

/** 'Update available — reload' once a new version is deployed and its service worker waits. */
export function UpdatePrompt() {
  const reload = useUpdateStore((s) => s.reload);
  const dismissed = useUpdateStore((s) => s.dismissed);
  const dismiss = useUpdateStore((s) => s.dismiss);
  if (!reload || dismissed) return null;
  return (
    <Paper role="status" withBorder shadow="md" p="sm" radius="md" className={classes.update}>
      <Text size="sm" mb="xs">
        {UPDATE_PROMPT.text}
      </Text>
      <Group gap="xs" justify="flex-end">
        <Button variant="default" size="xs" onClick={dismiss}>
          {UPDATE_PROMPT.later}
        </Button>
        <Button size="xs" onClick={reload}>
          {UPDATE_PROMPT.button}
        </Button>
      </Group>
    </Paper>
  );
}
