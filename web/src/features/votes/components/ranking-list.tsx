import type { Votable } from '@clipclub/protocol/http/submissions';
import { Droppable } from '@hello-pangea/dnd';
import { Badge, Button, Group, Title } from '@mantine/core';
import { buttonUntilHydrated } from '../../../components/drawn-controls.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { moveInList, RANKING_LIST } from '../lib/ballot.ts';
import { refocusRow } from '../lib/refocus.ts';
import { RankRow } from './rank-row.tsx';
import classes from './ranked-panel.module.css';

type Props = {
  ranking: string[];
  byId: Map<string, Votable>;
  capacity: number;
  setRanking: (next: (r: string[]) => string[]) => void;
};

/** "Your Ranking": the ranked videos in order, each movable by button, then the empty places. */
export function RankingList({ ranking, byId, capacity, setRanking }: Props) {
  const remaining = capacity - ranking.length;
  // A drawn ranking changes only once the app has the page (docs/rules.md, HTML ahead of the app).
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="ranking-heading">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg" id="ranking-heading">
          Your Ranking
        </Title>
        <Badge variant="light" radius="sm">
          {ranking.length} of {capacity} ranked
        </Badge>
      </Group>
      <Droppable droppableId={RANKING_LIST}>
        {(provided, snapshot) => (
          <div
            ref={provided.innerRef}
            {...provided.droppableProps}
            className={`${classes.list} ${snapshot.isDraggingOver ? classes.over : ''}`}
          >
            {ranking.map((id, index) => {
              const s = byId.get(id);
              if (!s) return null;
              return (
                <RankRow key={id} submission={s} index={index} rank={index + 1}>
                  <MoveButton
                    direction="up"
                    title={s.title}
                    hydrated={hydrated}
                    disabled={index === 0}
                    onClick={() => {
                      setRanking((r) => moveInList(r, index, index - 1));
                      refocusRow(id, ['up', 'down']);
                    }}
                  />
                  <MoveButton
                    direction="down"
                    title={s.title}
                    hydrated={hydrated}
                    disabled={index === ranking.length - 1}
                    onClick={() => {
                      setRanking((r) => moveInList(r, index, index + 1));
                      refocusRow(id, ['down', 'up']);
                    }}
                  />
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="red"
                    {...buttonUntilHydrated(hydrated)}
                    data-action="remove"
                    onClick={() => {
                      setRanking((r) => r.filter((x) => x !== id));
                      refocusRow(id, ['add']);
                    }}
                    aria-label={`Remove: ${s.title}`}
                  >
                    Remove
                  </Button>
                </RankRow>
              );
            })}
            {provided.placeholder}
            {!snapshot.isDraggingOver &&
              Array.from({ length: remaining }, (_, i) => ranking.length + i + 1).map((rank) => (
                // Up to a hundred in a room of 200: plain markup, laid out only on screen.
                <div key={rank} className={classes.slot}>
                  <span className={classes.slotRank}>{rank}</span>
                  <span className={classes.slotText}>Drag a video here, or use Add to ranking</span>
                </div>
              ))}
          </div>
        )}
      </Droppable>
    </section>
  );
}

/** A ranked row's "Move up" or "Move down" (the keyboard's and the mouse's path besides dragging). */
function MoveButton({
  direction,
  title,
  hydrated,
  disabled,
  onClick,
}: {
  direction: 'up' | 'down';
  title: string;
  hydrated: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const label = direction === 'up' ? 'Move up' : 'Move down';
  return (
    <Button
      size="compact-xs"
      variant="default"
      {...buttonUntilHydrated(hydrated, disabled)}
      data-action={direction}
      onClick={onClick}
      aria-label={`${label}: ${title}`}
    >
      {label}
    </Button>
  );
}
