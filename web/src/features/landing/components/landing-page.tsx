import { Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconHeart, IconPlayerPlay, IconTrophy } from '../../../components/icons.tsx';
import { goToLogin } from '../../../lib/auth-urls.ts';
import classes from './landing-page.module.css';
import { IconHistory, IconMessages, IconMoodHappy, IconMovie, IconMusic, IconSparkles } from './theme-icons.tsx';

const STEPS = [
  {
    title: 'Share Your Pick',
    description: 'Each session has a theme. Everyone finds one video that fits it and adds a few words on why.',
    icon: IconPlayerPlay,
    color: 'violet',
  },
  {
    title: 'Vote & Discover',
    description: 'Watch what everyone picked, hand out your points, and find clips you would never have found alone.',
    icon: IconTrophy,
    color: 'pink',
  },
  {
    title: 'Connect Deeper',
    description: 'See who voted for what, climb the room leaderboard, and learn what makes your people tick.',
    icon: IconHeart,
    color: 'orange',
  },
] as const;

const THEMES = [
  { icon: IconMusic, color: 'violet', name: 'Music', example: 'The song that got you through high school' },
  { icon: IconMoodHappy, color: 'yellow', name: 'Comedy', example: 'The clip that makes you cry laughing every time' },
  { icon: IconMovie, color: 'red', name: 'Film', example: 'The greatest movie scene of all time' },
  { icon: IconHistory, color: 'teal', name: 'Nostalgia', example: 'Something straight out of your childhood' },
  { icon: IconMessages, color: 'blue', name: 'Get to Know You', example: 'A video that explains who you are' },
  { icon: IconSparkles, color: 'pink', name: 'Custom Themes', example: 'Anything your group dreams up' },
] as const;

export function LandingPage() {
  const scrollToFeatures = () => {
    document.getElementById('features')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <Box component="section" className={classes.hero}>
        <Container size="md" className={classes.heroInner}>
          <Badge variant="light" size="lg" radius="xl" className={classes.kicker}>
            A video game night for your group chat
          </Badge>
          <Title order={1} className={classes.headline}>
            Share Your Favorites Through{' '}
            <Text component="span" inherit variant="gradient">
              Video
            </Text>
          </Title>
          <Text className={classes.lead}>
            Pick a theme, everyone shares one video, then vote for the best. Clip Club turns &ldquo;you have to see
            this&rdquo; into a weekly ritual with your friends, family or team.
          </Text>
          <Group justify="center" gap="md" mt="xl">
            <Button
              size="lg"
              radius="xl"
              variant="gradient"
              rightSection={<IconArrowRight size={18} />}
              onClick={() => goToLogin()}
            >
              Get Started
            </Button>
            <Button size="lg" radius="xl" variant="default" onClick={scrollToFeatures}>
              Learn More
            </Button>
          </Group>
        </Container>
      </Box>

      <Container size="lg" component="section" id="features" className={classes.section}>
        <Title order={2} ta="center" className={classes.sectionTitle}>
          How It Works
        </Title>
        <Text c="dimmed" ta="center" maw={560} mx="auto" mt="xs">
          Three steps, one session at a time. A new theme, a fresh round of picks.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt={40}>
          {STEPS.map((step, index) => (
            <Card key={step.title} withBorder padding="xl" radius="lg" className={classes.stepCard}>
              <Group justify="space-between" align="flex-start">
                <ThemeIcon size={48} radius="md" variant="light" color={step.color}>
                  <step.icon size={24} />
                </ThemeIcon>
                <Text className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </Text>
              </Group>
              <Title order={3} fz="lg" mt="md">
                {step.title}
              </Title>
              <Text c="dimmed" size="sm" mt={6}>
                {step.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Box component="section" className={classes.band}>
        <Container size="lg" className={classes.section}>
          <Title order={2} ta="center" className={classes.sectionTitle}>
            Perfect for Any Group
          </Title>
          <Text c="dimmed" ta="center" maw={560} mx="auto" mt="xs">
            Friends, family or coworkers: every session has a theme, and these are a few favourites.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" mt={40}>
            {THEMES.map((theme) => (
              <Card key={theme.name} withBorder padding="lg" radius="lg" className={classes.themeCard}>
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={44} radius="md" variant="light" color={theme.color}>
                    <theme.icon size={22} />
                  </ThemeIcon>
                  <div>
                    <Text fw={700}>{theme.name}</Text>
                    <Text c="dimmed" size="sm">
                      {theme.example}
                    </Text>
                  </div>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="md" component="section" className={classes.section}>
        <Stack align="center" gap="md" className={classes.cta}>
          <Title order={2} ta="center" className={classes.sectionTitle}>
            Start Your First Session
          </Title>
          <Text ta="center" maw={520} className={classes.ctaText}>
            Create a room, invite your people with a link, and pick the first theme. It takes a minute.
          </Text>
          <Button size="lg" radius="xl" variant="white" color="dark" onClick={() => goToLogin()}>
            Create Your Room
          </Button>
        </Stack>
      </Container>
    </>
  );
}
