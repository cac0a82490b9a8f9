import '@mantine/core/styles/Table.css';
import type { Recap } from '@clipclub/protocol';
import { SimpleGrid, Table, Title } from '@mantine/core';
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { ChartProps } from './recap-graphics.tsx';

// The charts' code (recharts) loads, and each chart is drawn, only once half of it is in view:
// the page (drawn on the server with its tables) is on screen and the app's without them. A
// phone's first screen shows at most the first chart's top edge, and drawing one costs a slow
// phone ~0.3 s in one task (recharts measures every label's text). Each chart's box keeps its
// height meanwhile, so nothing moves when it is drawn.
const StandingsLines = lazy(() => import('./recap-graphics.tsx').then((m) => ({ default: m.StandingsLines })));
const GaveBars = lazy(() => import('./recap-graphics.tsx').then((m) => ({ default: m.GaveBars })));
const CHART_HEIGHT = 240;
const HALF = 0.5;

const COLORS = ['indigo.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.6', 'pink.6'];

type Names = ReadonlyMap<string, string>;

/** One colour per player in every chart of the recap (in the first round's order), so a legend is read once. */
export function colorsOf(recap: Recap): (userId: string) => string {
  const order = [
    ...new Set([
      ...(recap.rounds[0]?.standings.map((s) => s.userId) ?? []),
      ...recap.gave.flatMap((g) => [g.fromUserId, g.toUserId]),
    ]),
  ];
  return (userId) => COLORS[Math.max(0, order.indexOf(userId)) % COLORS.length]!;
}

/**
 * The line chart's points: every player at 0 at the start, then their league points after each
 * round (they add up), so a one-round season still draws a line per player, not a lone dot.
 */
export function standingsRows(recap: Recap, names: Names): Record<string, string | number>[] {
  const players = recap.rounds[0]?.standings.map((s) => s.userId) ?? [];
  const start = { round: 'Start', ...Object.fromEntries(players.map((id) => [names.get(id) ?? '?', 0])) };
  const rounds = recap.rounds.map((r, i) => ({
    round: `R${i + 1}`,
    ...Object.fromEntries(r.standings.map((s) => [names.get(s.userId) ?? '?', s.leaguePoints])),
  }));
  return [start, ...rounds];
}

/** League points after each round: a line per player, and the same numbers as a table. */
export function StandingsChart({ recap, names }: { recap: Recap; names: Names }) {
  const players = recap.rounds[0]?.standings.map((s) => s.userId) ?? [];
  const data = standingsRows(recap, names);
  const colorOf = colorsOf(recap);
  const series = players.map((id) => ({ name: names.get(id) ?? '?', color: colorOf(id) }));
  return (
    <section aria-labelledby="recap-standings-chart">
      <Title order={2} fz="lg" id="recap-standings-chart" mb="sm">
        Standings after each round
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartWhenSeen testId="standings-chart" chart={StandingsLines} data={data} series={series} />
        <Table.ScrollContainer minWidth={280}>
          <Table captionSide="top" striped>
            <Table.Caption>League points after each round</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Player</Table.Th>
                {recap.rounds.map((r, i) => (
                  <Table.Th scope="col" key={r.sessionId} ta="right">
                    Round {i + 1}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {players.map((id) => (
                <Table.Tr key={id}>
                  <Table.Th scope="row">{names.get(id)}</Table.Th>
                  {recap.rounds.map((r) => (
                    <Table.Td key={r.sessionId} ta="right">
                      {r.standings.find((s) => s.userId === id)?.leaguePoints ?? 0}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </SimpleGrid>
    </section>
  );
}

/** Who gave whom: per receiver, a stacked bar of the shares each giver sent; and a table. */
export function GaveChart({ recap, names }: { recap: Recap; names: Names }) {
  const givers = [...new Set(recap.gave.map((g) => g.fromUserId))];
  const receivers = [...new Set(recap.gave.map((g) => g.toUserId))];
  const data = receivers.map((to) => ({
    player: names.get(to) ?? '?',
    ...Object.fromEntries(
      recap.gave.filter((g) => g.toUserId === to).map((g) => [names.get(g.fromUserId) ?? '?', g.share]),
    ),
  }));
  const colorOf = colorsOf(recap);
  const series = givers.map((id) => ({ name: names.get(id) ?? '?', color: colorOf(id) }));
  return (
    <section aria-labelledby="recap-gave-chart">
      <Title order={2} fz="lg" id="recap-gave-chart" mb="sm">
        Who gave whom
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartWhenSeen testId="gave-chart" chart={GaveBars} data={data} series={series} />
        <Table.ScrollContainer minWidth={280}>
          <Table captionSide="top" striped>
            <Table.Caption>Summed shares each voter gave each player</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">From</Table.Th>
                <Table.Th scope="col">To</Table.Th>
                <Table.Th scope="col" ta="right">
                  Share
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recap.gave.map((g) => (
                <Table.Tr key={`${g.fromUserId} ${g.toUserId}`}>
                  <Table.Th scope="row">{names.get(g.fromUserId)}</Table.Th>
                  <Table.Td>{names.get(g.toUserId)}</Table.Td>
                  <Table.Td ta="right">{g.share.toFixed(2)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </SimpleGrid>
    </section>
  );
}

/**
 * A chart's box, its height kept, drawn once half of it is in view (at once without
 * IntersectionObserver). Hidden from assistive technology: the table beside it says the same.
 */
function ChartWhenSeen({
  testId,
  chart: Chart,
  ...props
}: { testId: string; chart: ComponentType<ChartProps> } & Omit<ChartProps, 'height'>) {
  const seen = useSeen<HTMLDivElement>();
  return (
    <div ref={seen.ref} aria-hidden="true" data-testid={testId} style={{ minHeight: CHART_HEIGHT }}>
      {seen.yes && (
        <DrawnOrNothing>
          <Suspense fallback={null}>
            <Chart {...props} height={CHART_HEIGHT} />
          </Suspense>
        </DrawnOrNothing>
      )}
    </div>
  );
}

/** Whether half of the element of `ref` has come into view yet (a transition: input goes first). */
function useSeen<E extends Element>(): { ref: RefObject<E | null>; yes: boolean } {
  const ref = useRef<E>(null);
  const [yes, setYes] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (yes || !element) return;
    const show = () => startTransition(() => setYes(true));
    if (typeof IntersectionObserver === 'undefined') return show();
    const observer = new IntersectionObserver(
      (changes) => {
        if (changes.some((change) => change.intersectionRatio >= HALF)) show();
      },
      { threshold: HALF },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [yes]);
  return { ref, yes };
}

/**
 * The chart, or nothing when its code could not be fetched (offline before the service worker
 * kept it, or a deploy replaced its file): the chart is a picture of the table beside it, so the
 * page stays whole without it instead of falling to the route's error screen.
 */
class DrawnOrNothing extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
