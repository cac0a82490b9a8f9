import { Card } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The bordered card every part of the results page is made of: an entry or a champion (an
 * article named by `label`), or a figure of Session Stats (a group).
 */
export function ResultCard({
  label,
  kind = 'article',
  className,
  children,
}: {
  label: string;
  kind?: 'article' | 'group';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card
      component={kind === 'article' ? 'article' : 'div'}
      role={kind === 'group' ? 'group' : undefined}
      aria-label={label}
      className={className}
      withBorder
      radius="lg"
      padding="md"
    >
      {children}
    </Card>
  );
}
