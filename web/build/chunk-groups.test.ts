import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { groupModules } from './chunk-groups.ts';
import { readLinks, takenImports } from './taken-imports.ts';

// A small app as the build sees it: the entry, boot.tsx and its steps, two screens and the user
// menu, importing Mantine's components through @mantine/core's index (a barrel).
const src = '/app/web/src';
const core = '/app/node_modules/@mantine/core/esm';
const id = {
  entry: `${src}/main.tsx`,
  boot: `${src}/app/boot.tsx`,
  app: `${src}/app/app.tsx`,
  vote: `${src}/app/routes/vote.tsx`,
  room: `${src}/app/routes/room.tsx`,
  menu: `${src}/features/auth/components/user-menu.tsx`,
  toasts: `${src}/app/toast-container.tsx`,
  card: `${src}/components/card.tsx`,
  cardClasses: `${src}/components/card.module.css`,
  cardSheet: `${src}/components/card.css`,
  index: `${core}/index.mjs`,
  provider: `${core}/core/MantineProvider.mjs`,
  button: `${core}/components/Button/Button.mjs`,
  menuComponent: `${core}/components/Menu/Menu.mjs`,
  slider: `${core}/components/Slider/Slider.mjs`,
  table: `${core}/components/Table/Table.mjs`,
  switch: `${core}/components/Switch/Switch.mjs`,
  tabs: `${core}/components/Tabs/Tabs.mjs`,
  paper: `${core}/components/Paper/Paper.mjs`,
  popover: `${core}/components/Popover/Popover.mjs`,
  modal: `${core}/components/Modal/Modal.mjs`,
  forceUpdate: '/app/node_modules/@mantine/hooks/esm/use-force-update/use-force-update.mjs',
  removeScroll: '/app/node_modules/react-remove-scroll/dist/es2015/index.js',
  floatingUi: '/app/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs',
};
const components = [
  id.provider,
  id.button,
  id.menuComponent,
  id.slider,
  id.table,
  id.switch,
  id.tabs,
  id.paper,
  id.popover,
  id.modal,
];
const code: Record<string, string> = {
  [id.index]: [
    `import { MantineProvider } from './core/MantineProvider.mjs';`,
    `import { Button } from './components/Button/Button.mjs';`,
    `import { Menu } from './components/Menu/Menu.mjs';`,
    `import { Slider } from './components/Slider/Slider.mjs';`,
    `import { Table } from './components/Table/Table.mjs';`,
    `import { Switch } from './components/Switch/Switch.mjs';`,
    `export * from './components/Tabs/Tabs.mjs';`,
    `export { Paper } from './components/Paper/Paper.mjs';`,
    `export { Popover } from './components/Popover/Popover.mjs';`,
    `export { Modal } from './components/Modal/Modal.mjs';`,
    `export { RemoveScroll } from 'react-remove-scroll';`,
    'export { MantineProvider, Button, Menu, Slider, Table, Switch };',
  ].join('\n'),
  [id.app]: `import { MantineProvider, Button } from '@mantine/core';\nexport const App = () => [MantineProvider, Button];`,
  [id.vote]: `import { Slider, Table as T } from '@mantine/core';\nimport { Card } from '../../components/card.tsx';\nexport default () => [Slider, T, Card];`,
  [id.room]: `import { Table, Tabs, Popover, Switch, Modal } from '@mantine/core';\nimport { useForceUpdate } from './use-force-update.mjs';\nimport { Card } from '../../components/card.tsx';\nexport default () => [Table, Tabs, Popover, Switch, Modal, useForceUpdate, Card];`,
  [id.card]: `import { Paper } from '@mantine/core';\nexport const Card = Paper;`,
  [id.menu]: `import { Menu, Popover, Switch } from '@mantine/core';\nexport const UserMenu = [Menu, Popover, Switch];`,
  [id.toasts]: `import { RemoveScroll } from '@mantine/core';\nimport { useForceUpdate } from './use-force-update.mjs';\nexport default () => [RemoveScroll, useForceUpdate];`,
};
const imports: Record<string, string[]> = {
  [id.entry]: [],
  [id.boot]: [],
  [id.app]: [id.index],
  [id.vote]: [id.index, id.card],
  [id.room]: [id.index, id.card, id.forceUpdate],
  [id.card]: [id.index, id.cardClasses, id.cardSheet],
  [id.cardClasses]: [],
  [id.cardSheet]: [],
  [id.menu]: [id.index],
  [id.toasts]: [id.index, id.forceUpdate],
  [id.index]: [...components, id.removeScroll],
  [id.modal]: [id.removeScroll],
  [id.removeScroll]: [],
  [id.forceUpdate]: [],
  [id.popover]: [id.floatingUi],
  [id.floatingUi]: [],
};
const dynamic: Record<string, string[]> = {
  [id.entry]: [id.boot],
  [id.boot]: [id.app],
  [id.app]: [id.vote, id.room, id.menu, id.toasts],
};
const ids = [...new Set([...Object.keys(imports), ...components])];
const importedIds = (of: string) => imports[of] ?? [];

function linksOf() {
  const resolve = (from: string) => (source: string) =>
    source === '@mantine/core'
      ? id.index
      : source === 'react-remove-scroll'
        ? id.removeScroll
        : importedIds(from).find((dep) => dep.endsWith(source.replace(/^[./]+/, '')));
  const links = new Map();
  for (const [module, text] of Object.entries(code)) {
    const read = readLinks(parseAst(text) as never, resolve(module));
    if (read) links.set(module, read);
  }
  return links;
}

describe('what a module takes from a barrel (takenImports)', () => {
  const taken = takenImports(importedIds, linksOf());

  it('follows a name through the barrel to the module defining it, and no other', () => {
    expect(taken(id.vote).sort()).toEqual([id.card, id.slider, id.table].sort());
    expect(taken(id.app).sort()).toEqual([id.button, id.provider].sort());
  });

  it('follows `export *` and `export { … } from` too', () => {
    expect(taken(id.room).sort()).toEqual(
      [id.card, id.table, id.tabs, id.popover, id.switch, id.modal, id.forceUpdate].sort(),
    );
    expect(taken(id.card).sort()).toEqual([id.paper, id.cardClasses, id.cardSheet].sort());
  });

  it('keeps the barrel whole for a namespace import; a name it does not list comes from `export *`', () => {
    const links = linksOf();
    links.set(
      id.menu,
      readLinks(
        parseAst(`import * as M from '@mantine/core'; export const UserMenu = M.Menu;`) as never,
        () => id.index,
      ),
    );
    links.set(
      id.app,
      readLinks(
        parseAst(`import { Nothing } from '@mantine/core'; export const App = Nothing;`) as never,
        () => id.index,
      ),
    );
    const whole = takenImports(importedIds, links);
    expect(whole(id.menu)).toEqual([id.index]);
    expect(whole(id.app)).toEqual([id.tabs]);
  });
});

describe('chunk groups of Mantine (groupModules)', () => {
  const groups = groupModules(ids, {
    imports: takenImports(importedIds, linksOf()),
    wholeImports: importedIds,
    dynamicImports: (of) => dynamic[of] ?? [],
  });

  it("puts the frame's components in `ui`, which every page loads", () => {
    expect(groups.get(id.button)).toBe('ui');
    expect(groups.get(id.provider)).toBe('ui');
    expect(groups.get(id.app)).toBe('app');
  });

  it('leaves a component one screen uses to that screen: the room page does not load the slider', () => {
    expect(groups.get(id.slider)).toBeUndefined();
    expect(groups.get(id.tabs)).toBeUndefined();
  });

  it('groups what two screens use, and what every screen loads (the shared modules)', () => {
    expect(groups.get(id.table)).toBe('ui-screens');
    expect(groups.get(id.card)).toBe('screens');
    expect(groups.get(id.paper)).toBe('ui-shared');
  });

  it('puts what two screens use, neither a session screen, in `ui-rooms`: the vote page does not load it', () => {
    // The room page and the user menu draw a switch; the vote page draws none.
    expect(groups.get(id.switch)).toBe('ui-rooms');
    expect(groups.get(id.table)).toBe('ui-screens');
  });

  it('groups what floats (Popover and floating-ui) apart: the vote page, drawing none, loads none', () => {
    expect(groups.get(id.popover)).toBe('ui-floating');
    expect(groups.get(id.floatingUi)).toBe('ui-floating');
    // The user menu's own: its chunk, which a page loads once the app has it (account-area.tsx).
    expect(groups.get(id.menuComponent)).toBeUndefined();
  });

  it('groups the scroll lock (modals, the toasts) apart: the toasts, out of the frame, do not bring `ui-rooms`', () => {
    // react-remove-scroll, which the barrel re-exports and the room's modal and the toasts use.
    expect(groups.get(id.removeScroll)).toBe('ui-scroll-lock');
    expect(groups.get(id.modal)).toBeUndefined();
    // A hook the toasts share with the room only: where a session screen's shared ones go.
    expect(groups.get(id.forceUpdate)).toBe('ui-screens');
  });

  it("puts a shared module's CSS module (its class names) with it in `screens`, a plain sheet nowhere", () => {
    expect(groups.get(id.cardClasses)).toBe('screens');
    expect(groups.get(id.cardSheet)).toBeUndefined();
  });

  it('keeps the barrel itself, empty once tree-shaken, in `ui`: no chunk of its own', () => {
    expect(groups.get(id.index)).toBe('ui');
  });
});
