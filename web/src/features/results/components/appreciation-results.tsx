import type { Badge as BadgeInfo } from '@clipclub/protocol/http/badges';
import type { AppreciationResult, Awards } from '@clipclub/protocol/http/results';
import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { NearScreen } from '../../../components/near-screen.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { EntryHeading } from './entry-heading.tsx';
import { ResultCard } from './result-card.tsx';
import classes from './results.module.css';
import { Thumbnail } from './thumbnail.tsx';
import { BadgeGivers, SubmitterCommentary } from './vote-comments.tsx';

/** 'Category Champions': for each badge somebody gave, the submission that got the most of it. */
export function CategoryChampions({
  awards,
  badges,
  results,
}: {
  awards: Awards;
  badges: readonly BadgeInfo[];
  results: readonly AppreciationResult[];
}) {
  const imageOf = (submissionId: string) => results.find((r) => r.submissionId === submissionId)?.userImage ?? null;
  const champions = badges.flatMap((badge) => {
    const champion = awards.categoryChampions[`${badge.type}_champion`];
    return champion ? [{ badge, champion }] : [];
  });
  return (
    <section aria-labelledby="champions-heading">
      <Title order={2} fz="xl" id="champions-heading" mb="md">
        Category Champions
      </Title>
      {champions.length === 0 ? (
        <Text c="dimmed">No badges were given this round.</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
          {champions.map(({ badge, champion }) => (
            <ResultCard key={badge.type} label={badge.label}>
              <Text fz={28} lh={1} aria-hidden="true">
                {badge.icon}
              </Text>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="xs">
                {badge.label}
              </Text>
              <Group gap={6} mt={6} wrap="nowrap">
                <PersonAvatar name={champion.userName} image={imageOf(champion.submissionId)} size={24} />
                <Text fw={700} truncate>
                  {champion.userName}
                </Text>
              </Group>
              <Text size="sm" c="dimmed" mt={4}>
                Badges Received: {champion.badgeCount}
              </Text>
            </ResultCard>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

/** 'All Submissions': every video with the badges it received and its total. */
export function AllSubmissions({
  results,
  badges,
}: {
  results: readonly AppreciationResult[];
  badges: readonly BadgeInfo[];
}) {
  return (
    <section aria-labelledby="all-submissions-heading">
      <Title order={2} fz="xl" id="all-submissions-heading" mb="md">
        All Submissions
      </Title>
      <Stack gap="md">
        {results.map((r, index) => (
          <NearScreen key={r.submissionId} index={index} title={r.videoTitle} placeholder={classes.entryPlaceholder}>
            <ResultCard className={classes.listed} label={r.videoTitle}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <Thumbnail src={r.thumbnail} title={r.videoTitle} />
                <EntryHeading entry={r} />
              </Group>
              <Group gap={6} mt="sm">
                {badges
                  .filter((b) => r.badgeCounts[b.type] > 0)
                  .map((b) => (
                    <Badge key={b.type} variant="light" radius="sm" size="lg" tt="none" fw={600}>
                      <span aria-hidden="true">{b.icon}</span> {b.label} ×{r.badgeCounts[b.type]}
                    </Badge>
                  ))}
              </Group>
              <Text size="sm" fw={700} mt="sm">
                Total badges: {r.totalBadges}
              </Text>
              <SubmitterCommentary commentary={r.commentary} userName={r.userName} />
              <BadgeGivers givers={r.badgeGivers} badges={badges} videoTitle={r.videoTitle} />
            </ResultCard>
          </NearScreen>
        ))}
      </Stack>
    </section>
  );
}
