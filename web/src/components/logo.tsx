import { Group, Text } from '@mantine/core';
import { IconPlayerPlay } from './icons.tsx';
import classes from './logo.module.css';

export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <span className={classes.mark} aria-hidden="true">
        <IconPlayerPlay size={16} fill="currentColor" />
      </span>
      <Text component="span" fw={800} fz="lg" className={classes.word}>
        Clip Club
      </Text>
    </Group>
  );
}
