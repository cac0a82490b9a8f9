import { BADGES, type BadgeType } from '@clipclub/protocol/badges';
import type { PlayerRecord } from '@clipclub/protocol/http/profile';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { VideoThumbnail } from '../../../components/video-thumbnail.tsx';
import { pointsLabel } from '../lib/points-label.ts';
import classes from './profile.module.css';

const badgeOf = (type: BadgeType) => BADGES.find((b) => b.type === type);

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Sessions played, wins, total points, best video, seasons and badges received (rules: features/profile README). */
export function PlayerRecordView({ record }: { record: PlayerRecord }) {
  const stats = [
    ['Sessions played', record.sessionsPlayed],
    ['Wins', record.wins],
    ['Total points', record.totalPoints],
    ['Badges received', record.totalBadges],
    ['Seasons played', record.seasonsPlayed],
    ['Seasons won', record.seasonsWon],
  ] as const;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="dl" className={classes.stats}>
        {stats.map(([label, value]) => (
          <Card key={label} withBorder radius="md" padding="md" className={classes.stat}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fz={28} fw={700} className={classes.statValue}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <section aria-labelledby="best-video">
        <Title order={3} id="best-video" fz="lg" mb="xs">
          Best video
        </Title>
        {record.bestVideo ? (
          <Card withBorder radius="md" padding="sm">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <VideoThumbnail src={record.bestVideo.thumbnail} className={classes.thumb} />
              <div className={classes.grow}>
                <Text fw={600} lineClamp={2}>
                  {record.bestVideo.videoTitle}
                </Text>
                <Text size="sm">
                  {record.bestVideo.points} {pointsLabel(record.bestVideo.votingMode)}
                  {record.bestVideo.rank === 1 ? ' · 1st place' : ''}
                </Text>
                <Anchor component={Link} to={`/results/${record.bestVideo.sessionId}`} size="sm">
                  {record.bestVideo.roomName} · Session {record.bestVideo.sessionNumber}: {record.bestVideo.theme}
                </Anchor>
              </div>
            </Group>
          </Card>
        ) : (
          <Text c="dimmed" size="sm">
            No points yet: your best video shows here once one of yours scores in a finished session.
          </Text>
        )}
      </section>

      <section aria-labelledby="seasons-played">
        <Title order={3} id="seasons-played" fz="lg" mb="xs">
          Seasons
        </Title>
        {record.seasons.length > 0 ? (
          <Stack gap={4} component="ul" className={classes.badges}>
            {record.seasons.map((s) => (
              <li key={s.seasonId}>
                <Anchor component={Link} to={`/room/${s.roomId}/seasons/${s.seasonId}`} size="sm">
                  {s.roomName} · {s.seasonName}
                </Anchor>
                <Text span size="sm">
                  {' '}
                  · {s.won ? 'Champion' : `${ordinal(s.rank)} place`} · {s.leaguePoints} league points
                </Text>
              </li>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            No finished seasons yet: each season you play in shows here once it is over.
          </Text>
        )}
      </section>

      <section aria-labelledby="badges-received">
        <Title order={3} id="badges-received" fz="lg" mb="xs">
          Badges received
        </Title>
        {record.badges.length > 0 ? (
          <Group gap="xs" component="ul" className={classes.badges}>
            {record.badges.map(({ badge, count }) => (
              <li key={badge} className={classes.badge}>
                <span aria-hidden>{badgeOf(badge)?.icon}</span> {badgeOf(badge)?.label ?? badge} × {count}
              </li>
            ))}
          </Group>
        ) : (
          <Text c="dimmed" size="sm">
            No badges yet: they come from appreciation station sessions.
          </Text>
        )}
      </section>
    </Stack>
  );
}
