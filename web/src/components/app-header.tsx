import { Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './app-header.module.css';
import { Logo } from './logo.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** The shared header; the app passes the sign-in button or user menu in as `account`. */
export function AppHeader({ account }: { account: ReactNode }) {
  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/" className={classes.home} aria-label="Clip Club home">
            <Logo />
          </Link>
          <Group gap="sm" wrap="nowrap">
            <ThemeToggle />
            {account}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
