import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { api, apiOk, routes } from '../fixtures/api.ts';
import { person, snap, waitForAppReady } from '../fixtures/app.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { type Mode, skipRevealIfShown, snapWidths, VIDEO_IDS } from '../fixtures/voting-game.ts';

// The axe-core sweep: every screen, in light and dark, fails on any WCAG 2.2 A/AA
// violation. The games behind the screens are set up through the API (the voting specs drive the
// same flows through the UI); only the screens under test are rendered.

/** A signed-in player; their `request` carries their cookie, so they are an API caller themselves. */
type Signed = { context: BrowserContext; page: Page; request: APIRequestContext; name: string };

async function signedIn(browser: Browser, first: string): Promise<Signed> {
  const who = person(first);
  const context = await browser.newContext({
    bypassCSP: true,
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  });
  const [firstName = '', lastName] = who.name.split(' ');
  await apiOk(context, routes.devLogin, { body: { email: who.email, firstName, lastName } });
  return { context, page: await context.newPage(), request: context.request, name: who.name };
}

/**
 * Puts the page in `theme`, as a player switches it: the header's toggle (no reload, so the screen
 * keeps its state), or on a screen without it, the stored theme and a reload. Then waits until the
 * colours have settled: axe judging a colour halfway through a transition would be wrong.
 */
async function useTheme(page: Page, theme: 'light' | 'dark', ready: (page: Page) => Locator) {
  const html = page.locator('html');
  // A drawn or prerendered page takes no click until the app has it; a page the browser draws
  // from the shell has no header until then. Once the screen is up, whether the header (and its
  // toggle) is there no longer depends on how far the app got.
  await waitForAppReady(page);
  await expect(ready(page)).toBeVisible();
  if ((await html.getAttribute('data-mantine-color-scheme')) !== theme) {
    const toggle = page.getByRole('button', { name: 'Toggle theme' });
    if (await toggle.isVisible()) {
      await toggle.click();
    } else {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
      await expect(ready(page)).toBeVisible();
    }
  }
  await expect(html).toHaveAttribute('data-mantine-color-scheme', theme);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
}

/** The page in light, then in dark (where it stays, stored), with axe in each; then its reflow. */
async function sweep(page: Page, screen: string, ready: (page: Page) => Locator) {
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme, ready);
    await expectNoAxeViolations(page, `${screen} (${theme})`);
  }
  await expectReflowAt320(page, screen);
}

/**
 * WCAG 1.4.10 reflow: at 320 CSS px (a phone, or 1280 px zoomed to 400 %) the page needs no
 * sideways scrolling. A part that scrolls on its own (the room's tab row) is allowed.
 */
async function expectReflowAt320(page: Page, screen: string) {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 800 });
  // A part that sizes itself to its box (the recap's charts, through a ResizeObserver) follows
  // the new width a few frames later: the page is measured once it has settled.
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect
    .poll(overflow, { message: `${screen}: px wider than a 320 px screen`, timeout: 5_000 })
    .toBeLessThanOrEqual(0);
  if (before) await page.setViewportSize(before);
}

/** As `sweep`, at a phone's and a desktop's width in each theme. */
async function sweepWidths(page: Page, screen: string, ready: (page: Page) => Locator) {
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme, ready);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `${screen} (${theme}, ${width} px)`);
    }
  }
}

/**
 * WCAG 2.4.11: on a phone, tabbing through the whole vote screen never leaves the focused element
 * under the sticky header or the sticky ballot bar.
 */
async function expectFocusNeverHidden(page: Page) {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  const hidden: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const covered = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const r = el.getBoundingClientRect();
      const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      // Visually hidden inputs (the point radios) are covered by their own label: that is fine.
      const ok = !top || el.contains(top) || top.contains(el) || (el.id !== '' && top.closest(`label[for="${el.id}"]`));
      return ok ? null : `${el.tagName} "${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}"`;
    });
    if (covered) hidden.push(covered);
  }
  expect(hidden, `focused but covered: ${hidden.join(', ')}`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

type Entry = { id: string; isMine: boolean };

/** One manual room in `mode` with a session all three players submitted to, now in voting. */
async function votingGame(admin: Signed, members: Signed[], mode: Mode) {
  const room = await apiOk(admin, routes.createRoom, {
    body: { name: `A11y ${mode}`, type: 'manual', votingMode: mode },
  });
  for (const m of members) await apiOk(m, routes.joinRoom, { body: { inviteCode: room.inviteCode } });
  const session = await apiOk(admin, routes.createSession, {
    params: { id: room.id },
    body: { theme: `Clips for ${mode}` },
  });
  const params = { id: session.id };
  for (const [i, p] of [admin, ...members].entries()) {
    await apiOk(p, routes.createSubmission, {
      params,
      body: { youtubeUrl: `https://youtu.be/${VIDEO_IDS[i]}`, commentary: `Pick ${i + 1}` },
    });
  }
  await apiOk(admin, routes.advanceSession, { params, body: { action: 'endSubmissions' } });
  return { roomId: room.id, sessionId: session.id, theme: `Clips for ${mode}` };
}

/** Each player casts a valid ballot for the mode (two others each: 10 points, 1 rank). */
async function voteAll(players: Signed[], mode: Mode, sessionId: string) {
  for (const p of players) {
    // In voting every entry is shown; the answer's type also allows the hidden form.
    const entries = (await apiOk(p, routes.listSubmissions, { params: { id: sessionId } })) as Entry[];
    const others = entries.filter((e) => !e.isMine).map((e) => e.id);
    const [a, b] = others as [string, string];
    const params = { id: sessionId };
    if (mode === 'classic') {
      await apiOk(p, routes.voteClassic, {
        params: { sessionId },
        body: {
          // Comments so the results sweep covers them too.
          votes: [
            { submissionId: a, points: 5, comment: `${p.name}: the chorus got me` },
            { submissionId: b, points: 5 },
          ],
        },
      });
    } else if (mode === 'ranked_choice') {
      await apiOk(p, routes.voteRanked, {
        params,
        body: { ranked_submissions: [{ submission_id: a, rank: 1, comment: 'Best of the night' }] },
      });
    } else if (mode === 'grudge_match') {
      await apiOk(p, routes.voteGrudge, {
        params,
        body: {
          point_allocations: [
            { submissionId: a, points: 5 },
            { submissionId: b, points: 5 },
          ],
          downvote: { submissionId: b, useToken: true, comment: 'Too long for me' },
        },
      });
    } else {
      await apiOk(p, routes.voteAppreciation, {
        params,
        body: {
          badge_allocations: [
            { submissionId: a, badges: ['fire', 'feels'], comment: 'Goosebumps' },
            { submissionId: b, badges: ['bop'] },
          ],
        },
      });
    }
  }
}

test.describe('accessibility (axe-core, WCAG 2.2 AA, light and dark)', () => {
  test.describe.configure({ timeout: 8 * 60_000 });

  test('signed-out screens: landing, sign-in prompt, 404', async ({ browser }) => {
    const context = await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await sweep(page, 'landing', (p) => p.getByRole('heading', { name: 'Share Your Favorites Through Video' }));
    await page.goto('/dashboard');
    await sweep(page, 'sign-in prompt', (p) => p.getByRole('button', { name: /sign in/i }).last());
    await page.goto('/no/such/page');
    await sweep(page, '404', (p) => p.getByText('404 Page Not Found'));
    await context.close();
  });

  test('the Edit Room dialog with every setting', async ({ browser }) => {
    const admin = await signedIn(browser, 'Ada');
    const room = await apiOk(admin, routes.createRoom, {
      body: { name: 'A11y settings', type: 'automatic', votingMode: 'grudge_match', startDate: '2030-01-03' },
    });
    const { page } = admin;
    await page.goto(`/room/${room.id}`);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
      await page.getByRole('button', { name: 'Edit Room' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Room' });
      // Schedule, points and tokens all show in an automatic grudge-match room.
      await expect(dialog.getByLabel('Downvote tokens per member')).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: 'Time Zone' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await expectNoAxeViolations(page, `edit room dialog with settings (${theme})`);
      // A refused value shows its message under the field, and that state passes too.
      await dialog.getByLabel('Points per ballot').fill('0');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog.getByText('Points per ballot must be a whole number from 1 to 100')).toBeVisible();
      await expectNoAxeViolations(page, `edit room dialog with an error (${theme})`);
      // 'New Invite Code' asks first; replacing shows a toast, which must read in both themes.
      await dialog.getByRole('button', { name: 'New Invite Code' }).click();
      await expect(dialog.getByText('Replace the invite code?')).toBeVisible();
      await expectNoAxeViolations(page, `new invite code, asking (${theme})`);
      await dialog.getByRole('button', { name: 'Replace Code' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'The old code no longer works.' });
      await expect(toast).toBeVisible();
      // The pointer rests on the toast, which holds it open (as for a player reading it): a toast
      // shows 5 s, and on a loaded machine axe can take longer, then it would judge the toast's
      // colours halfway through its fade-out. And it judges them after the slide-in.
      await toast.hover();
      await expect(toast).toHaveCSS('opacity', '1');
      await expectNoAxeViolations(page, `a toast over the dialog (${theme})`);
      await expect(toast).toBeVisible(); // still the toast axe was meant to judge
      await page.mouse.move(0, 0);
    }
    await admin.context.close();
  });

  test('every signed-in screen in every voting mode', async ({ browser }) => {
    const [admin, bea, cal] = [
      await signedIn(browser, 'Ada'),
      await signedIn(browser, 'Bea'),
      await signedIn(browser, 'Cal'),
    ];
    const { page } = cal;

    for (const mode of ['classic', 'ranked_choice', 'grudge_match', 'appreciation_station'] as const) {
      const game = await votingGame(admin, [bea, cal], mode);
      await page.goto(`/vote/${game.sessionId}`);
      await sweep(page, `vote ${mode}`, (p) => p.getByRole('heading', { name: game.theme }));
      if (mode === 'classic') {
        await expectFocusNeverHidden(page);
        // The watch party before joining (the player script loads only after the click).
        await page.goto(`/session/${game.sessionId}/watch`);
        await sweep(page, 'watch party', (p) => p.getByRole('button', { name: 'Join the watch party' }));
      }

      await voteAll([admin, bea, cal], mode, game.sessionId);
      await apiOk(admin, routes.advanceSession, { params: { id: game.sessionId }, body: { action: 'endVoting' } });
      await page.goto(`/results/${game.sessionId}`);
      // A first visit plays the reveal: swept once, then skipped to the results.
      if (mode === 'classic') await sweep(page, 'the reveal', (p) => p.getByRole('heading', { name: 'The Reveal' }));
      await skipRevealIfShown(page);
      await sweep(page, `results ${mode}`, (p) => p.getByRole('heading', { name: 'Results Are In!' }));

      if (mode === 'classic') {
        // The vote screen tells a player whose unsent changes the close left behind.
        const me = await apiOk(cal, routes.getCurrentUser);
        await page.evaluate(
          (key) => localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), value: { points: {} } })),
          `clipclub:draft:v1:${me.id}:${game.sessionId}:ballot`,
        );
        await page.goto(`/vote/${game.sessionId}`);
        await expect(page.getByRole('heading', { name: /^Voting closed — your/ })).toBeVisible();
        await expectNoAxeViolations(page, 'vote: the close missed unsent changes');
      }

      if (mode === 'grudge_match') {
        // A fresh session opens at once (no active one left): the submit screen and the room tabs.
        const next = await apiOk(admin, routes.createSession, {
          params: { id: game.roomId },
          body: { theme: 'Next round' },
        });
        await page.goto(`/submit/${next.id}`);
        await sweep(page, 'submit', (p) => p.getByLabel('YouTube URL'));

        const ap = admin.page;
        await ap.goto(`/room/${game.roomId}`);
        await sweep(ap, 'room sessions tab (admin)', (p) => p.getByRole('article', { name: 'Next round' }));
        await ap.getByRole('tab', { name: 'Leaderboard' }).click();
        await expectNoAxeViolations(ap, 'room leaderboard tab (dark)');
        await ap.getByRole('tab', { name: 'Members' }).click();
        await expectNoAxeViolations(ap, 'room members tab (dark)');
        await ap.getByRole('tab', { name: 'Sessions' }).click();
        await ap.getByRole('button', { name: 'Share', exact: true }).first().click();
        await expect(ap.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(ap, 'share room dialog (dark)');
        await ap.keyboard.press('Escape');
        // The advance dialog names who is missing, with a Nudge for each.
        await ap.getByRole('button', { name: 'Advance to Voting Phase' }).click();
        const advance = ap.getByRole('dialog', { name: 'Advance to Voting Phase' });
        await expect(advance.getByRole('button', { name: `Nudge ${cal.name}` })).toBeVisible();
        await expectNoAxeViolations(ap, 'advance dialog with nudges (dark)');
        await advance.getByRole('button', { name: `Nudge ${cal.name}` }).click();
        await expect(advance.getByRole('button', { name: `Nudged ${cal.name}` })).toBeDisabled();
        await ap.keyboard.press('Escape');
      }
    }

    await page.goto('/dashboard');
    // Cal's cards say what each room needs from them, one with the nudge mark.
    await sweep(page, 'My Rooms', (p) => p.getByText(`Nudged by ${admin.name}`));
    await page.getByRole('button', { name: 'Create Room' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Create New Room' })).toBeVisible();
    await expectNoAxeViolations(page, 'create room dialog (dark)');

    for (const p of [admin, bea, cal]) await p.context.close();
  });

  test('no dead ends, and the leaderboard after an appreciation round', async ({ browser }) => {
    const [admin, bea, cal, dee] = [
      await signedIn(browser, 'Ada'),
      await signedIn(browser, 'Bea'),
      await signedIn(browser, 'Cal'),
      await signedIn(browser, 'Dee'),
    ];
    const game = await votingGame(admin, [bea, cal], 'appreciation_station');
    await voteAll([admin, bea, cal], 'appreciation_station', game.sessionId);
    await apiOk(admin, routes.advanceSession, { params: { id: game.sessionId }, body: { action: 'endVoting' } });
    await admin.page.goto(`/room/${game.roomId}?tab=leaderboard`);
    await sweep(admin.page, 'leaderboard with badges', (p) => p.getByText(/^\d+ badges?$/).first());
    await snapWidths(admin.page, 'leaderboard-badges');
    // At 320 px the tab row scrolls sideways: a link to its last tab opens with that tab in view.
    const width = admin.page.viewportSize();
    await admin.page.setViewportSize({ width: 320, height: 800 });
    await admin.page.goto(`/room/${game.roomId}?tab=members`);
    await waitForAppReady(admin.page);
    const members = admin.page.getByRole('tab', { name: 'Members', selected: true });
    const cutOff = () =>
      members.evaluate((tab) => {
        const row = (tab.parentElement as HTMLElement).getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return Math.max(0, row.left - box.left) + Math.max(0, box.right - row.right);
      });
    await expect.poll(cutOff, { message: 'px of the open Members tab outside its row' }).toBeLessThanOrEqual(1);
    if (width) await admin.page.setViewportSize(width);

    // Dee is no member: the room and its session are "not available"; a bad invite link says so.
    const { page } = dee;
    await page.goto(`/room/${game.roomId}`);
    await sweep(page, 'room not available', (p) => p.getByRole('heading', { name: "This room isn't available" }));
    await page.goto(`/results/${game.sessionId}`);
    await sweep(page, 'session not available', (p) => p.getByRole('heading', { name: "This session isn't available" }));
    await page.goto('/join/NOPE2345');
    await sweep(page, 'bad invite link', (p) => p.getByRole('heading', { name: "This invite link doesn't work" }));

    for (const p of [admin, bea, cal, dee]) await p.context.close();
  });

  test('the Standings tab and the recap of a finished season', async ({ browser }) => {
    const [admin, bea, cal] = [
      await signedIn(browser, 'Ada'),
      await signedIn(browser, 'Bea'),
      await signedIn(browser, 'Cal'),
    ];
    const game = await votingGame(admin, [bea, cal], 'classic');
    const [season] = await apiOk(admin, routes.listSeasons, { params: { id: game.roomId } });
    await apiOk(admin, routes.updateSeason, { params: { id: season!.id }, body: { rounds: 1 } });
    await voteAll([admin, bea, cal], 'classic', game.sessionId);
    await apiOk(admin, routes.advanceSession, { params: { id: game.sessionId }, body: { action: 'endVoting' } });
    await apiOk(admin, routes.createSuggestion, { params: { id: game.roomId }, body: { theme: 'Songs about rain' } });

    const { page } = admin;
    await page.goto(`/room/${game.roomId}?tab=standings`);
    await sweep(page, 'standings tab, season finished (admin)', (p) => p.getByText('Finished', { exact: true }));
    // The two downloads are alike in width, side by side or (on a phone) one above the other.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const widths = await page
        .getByRole('link', { name: /^Download history/ })
        .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().width)));
      expect(new Set(widths).size, `download buttons at ${width} px: ${widths.join(', ')} px`).toBe(1);
    }
    await page.goto(`/room/${game.roomId}/seasons/${season!.id}`);
    await sweep(page, 'season recap', (p) => p.getByRole('heading', { name: 'Season 1 recap' }));
    await expect(page.locator('svg.recharts-surface').first()).toBeVisible();

    for (const p of [admin, bea, cal]) await p.context.close();
  });

  test('profile with a record, and settings', async ({ browser }) => {
    const [admin, bea, cal] = [
      await signedIn(browser, 'Ada'),
      await signedIn(browser, 'Bea'),
      await signedIn(browser, 'Cal'),
    ];
    for (const mode of ['classic', 'appreciation_station'] as const) {
      const game = await votingGame(admin, [bea, cal], mode);
      await voteAll([admin, bea, cal], mode, game.sessionId);
      await apiOk(admin, routes.advanceSession, { params: { id: game.sessionId }, body: { action: 'endVoting' } });
    }
    const { page } = admin;
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Best video' })).toBeVisible();
    await expect(page.getByText('Sessions played').locator('xpath=following-sibling::dd[1]')).toHaveText('2');
    await sweep(page, 'profile', (p) => p.getByRole('heading', { name: 'Your record' }));
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await snap(page, `profile-record-${width}-dark`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/settings');
    await sweep(page, 'settings', (p) => p.getByRole('switch', { name: 'Results are in' }));

    for (const p of [admin, bea, cal]) await p.context.close();
  });

  // The 'Update available — reload' prompt needs a waiting service worker, which this file
  // blocks: phone.spec.ts sweeps it the same way (both themes, 390 and 1280 px).
  test('phone screens: invite preview, removed member, /share, the offline banner', async ({ browser }) => {
    const [admin, bea] = [await signedIn(browser, 'Ada'), await signedIn(browser, 'Bea')];
    const room = await apiOk(admin, routes.createRoom, { body: { name: 'A11y phone', type: 'manual' } });
    await apiOk(admin, routes.createSession, { params: { id: room.id }, body: { theme: 'Songs for the bus' } });

    // An invite link opened signed out: which room, and who invites.
    const visitor = await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce' });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/join/${room.inviteCode}`);
    await sweepWidths(visitorPage, 'invite preview (signed out)', (p) =>
      p.getByRole('button', { name: 'Sign in to join' }),
    );

    // A removed member opening the room.
    await apiOk(bea, routes.joinRoom, { body: { inviteCode: room.inviteCode } });
    const beaId = (await apiOk(bea, routes.getCurrentUser)).id;
    const removed = await api(admin, routes.removeMember, { params: { id: room.id, userId: beaId } });
    expect(removed.status()).toBe(204);
    await bea.page.goto(`/room/${room.id}`);
    await sweepWidths(bea.page, 'removed member', (p) =>
      p.getByRole('heading', { name: 'You were removed from this room' }),
    );

    // A shared link that is no YouTube video: the rooms to send it to, and the form's message.
    const { page } = admin;
    await page.goto(`/share?${new URLSearchParams({ url: 'https://vimeo.com/76979871' })}`);
    await sweepWidths(page, '/share', (p) => p.getByRole('link', { name: 'Submit here: A11y phone' }));

    // Offline: the banner over the room.
    await page.goto(`/room/${room.id}`);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'A11y phone' })).toBeVisible();
      await admin.context.setOffline(true);
      await expect(
        page.getByRole('status').filter({ hasText: "You're seeing what this device loaded last" }),
      ).toBeVisible();
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page, `offline banner (${theme}, ${width} px)`);
      }
      await admin.context.setOffline(false);
    }

    for (const p of [admin, bea]) await p.context.close();
    await visitor.close();
  });
});
