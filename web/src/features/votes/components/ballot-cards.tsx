import type { Votable } from '@clipclub/protocol/http/submissions';
import { SimpleGrid } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { InSlices, NearScreen } from '../../../components/near-screen.tsx';
import placeholders from './placeholders.module.css';

/**
 * A ballot's cards (classic, appreciation, grudge) in the page's grid, each drawn in full only
 * near the screen (near-screen.tsx). `controls` is the height of what a mode puts under a card's
 * video, so a card not drawn yet keeps the place of the card it stands for.
 */
export function BallotCards({
  submissions,
  controls,
  children,
}: {
  submissions: readonly Votable[];
  controls?: string;
  children: (submission: Votable) => ReactNode;
}) {
  const style = controls ? ({ '--controls': controls } as CSSProperties) : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      <InSlices
        entries={submissions.map((s, index) => (
          <NearScreen key={s.id} index={index} title={s.title} placeholder={placeholders.card} style={style}>
            {children(s)}
          </NearScreen>
        ))}
      />
    </SimpleGrid>
  );
}
