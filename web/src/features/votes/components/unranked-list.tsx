import type { Votable } from '@clipclub/protocol/http/submissions';
import { Droppable } from '@hello-pangea/dnd';
import { Button, Group, Text, Title } from '@mantine/core';
import { buttonUntilHydrated } from '../../../components/drawn-controls.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { insertIntoRanking, UNRANKED_LIST } from '../lib/ballot.ts';
import { refocusRow } from '../lib/refocus.ts';
import { RankRow } from './rank-row.tsx';
import classes from './ranked-panel.module.css';

type Props = {
  unranked: Votable[];
  full: boolean;
  capacity: number;
  setRanking: (next: (r: string[]) => string[]) => void;
};

/** "Not Ranked": the videos left out, each with Add to ranking while there is room. */
export function UnrankedList({ unranked, full, capacity, setRanking }: Props) {
  // Nothing is added to a drawn ranking before the app has the page (docs/rules.md).
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="unranked-heading">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg" id="unranked-heading">
          Not Ranked
        </Title>
        {full && unranked.length > 0 && (
          <Text size="xs" c="dimmed">
            Ranking full: remove one to add another
          </Text>
        )}
      </Group>
      <Droppable droppableId={UNRANKED_LIST}>
        {(provided, snapshot) => (
          <div
            ref={provided.innerRef}
            {...provided.droppableProps}
            className={`${classes.list} ${snapshot.isDraggingOver ? classes.over : ''}`}
          >
            {unranked.map((s, index) => (
              <RankRow key={s.id} submission={s} index={index} rank={null}>
                <Button
                  size="compact-xs"
                  variant="light"
                  {...buttonUntilHydrated(hydrated, full)}
                  data-action="add"
                  onClick={() => {
                    setRanking((r) => insertIntoRanking(r, s.id, r.length, capacity));
                    refocusRow(s.id, ['up', 'down']);
                  }}
                  aria-label={`Add to ranking: ${s.title}`}
                >
                  Add to ranking
                </Button>
              </RankRow>
            ))}
            {provided.placeholder}
            {unranked.length === 0 && !snapshot.isDraggingOver && (
              <Text c="dimmed" size="sm" className={classes.empty}>
                Every video is ranked.
              </Text>
            )}
          </div>
        )}
      </Droppable>
    </section>
  );
}
