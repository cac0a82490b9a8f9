import { Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './app-header.module.css';
import { Logo } from './logo.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

type Props = {
  /** What the app shows of its state (the live indicator): left of the toggle. */
  status?: ReactNode;
  /** The sign-in button or the user menu, with the bell: right of the toggle. */
  account: ReactNode;
};

/**
 * The shared header. Its right-hand group grows leftwards: what appears after the page is drawn
 * (the live indicator) goes left of the toggle, so the toggle never moves under a pointer, and
 * what sits right of it keeps its box from the first paint (the bell's).
 */
export function AppHeader({ status, account }: Props) {
  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/" className={classes.home} aria-label="Clip Club home">
            <Logo />
          </Link>
          <Group gap="sm" wrap="nowrap">
            {status}
            <ThemeToggle />
            {account}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
