import type { Session } from '@clipclub/protocol/http/sessions';
import { Badge, Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconTrophy } from '../../../components/icons.tsx';
import classes from './results.module.css';
import { ShareResultsButton } from './share-results-button.tsx';

/** 'Results Are In!' with the session, its theme and the winner (or the Round MVP). */
export function ResultsBanner({
  session,
  winner,
  share,
}: {
  session: Session;
  winner: ReactNode;
  share: { title: string; text: string };
}) {
  return (
    <section className={classes.banner} aria-labelledby="results-heading">
      <div className={classes.bannerTop}>
        <div>
          <Text size="xs" fw={700} tt="uppercase" opacity={0.85}>
            Session {session.sessionNumber}
          </Text>
          <Title order={1} id="results-heading" fz={{ base: 28, sm: 36 }} c="white">
            Results Are In!
          </Title>
          <Text fw={600} mt={4} style={{ overflowWrap: 'anywhere' }}>
            {session.theme}
          </Text>
        </div>
        <ShareResultsButton title={share.title} text={share.text} />
      </div>
      <div className={classes.winner}>
        <ThemeIcon size={48} radius="xl" color="yellow" variant="filled" aria-hidden="true">
          <IconTrophy size={26} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>{winner}</div>
      </div>
    </section>
  );
}

export function WinnerLine({ label, name, detail }: { label: string; name: string; detail?: ReactNode }) {
  return (
    <>
      <Text size="xs" fw={700} tt="uppercase" opacity={0.85}>
        {label}
      </Text>
      <Group gap="xs" align="baseline">
        <Text fw={800} fz="xl" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        {typeof detail === 'string' ? <Text fw={600}>{detail}</Text> : (detail ?? null)}
      </Group>
    </>
  );
}

export function RandomSelectionBadge() {
  return (
    <Badge color="yellow" variant="filled" radius="sm" c="dark">
      Random Selection
    </Badge>
  );
}
