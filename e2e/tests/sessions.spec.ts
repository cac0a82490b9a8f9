import type { BrowserContext, Locator, Page } from '@playwright/test';
import { apiOk, routes } from '../fixtures/api.ts';
import {
  createSignedInPlayer,
  type Player,
  person,
  SCREENSHOTS,
  signInNewPlayer,
  signInViaApi,
  snap,
  snapWidths as snapBothWidths,
} from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';

// Sessions and submissions: the room's Sessions tab, the session dialogs, the admin's
// phase controls and the submit screen, with an admin and two members in their own browsers.
// There is no network here, so the server's oEmbed lookup fails and titles are the fallback
// 'YouTube video <id>' (docs/rules.md §4); thumbnails do not load either.

const ROOM_URL = /\/room\/([^/?#]+)$/;

function uniqueName(base: string): string {
  return `${base} ${Math.random().toString(36).slice(2, 7)}`;
}

function toast(page: Page, title: string): Locator {
  // The last one: a toast that replaces another can share the screen with it while the old one leaves.
  return page.getByRole('alert').filter({ hasText: title }).last();
}

/** One session's card on the Sessions tab, found by its theme (the card's accessible name). */
function sessionCard(page: Page, theme: string): Locator {
  return page.getByRole('article', { name: theme });
}

async function setTheme(context: BrowserContext, page: Page, theme: 'light' | 'dark') {
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload();
}

/** The current screen at desktop and phone width. */
function snapWidths(page: Page, name: string) {
  return snapBothWidths(page, `sessions-${name}`);
}

/** Creates a room through the Create New Room dialog and returns its id and invite code. */
async function createRoom(page: Page, name: string, type: 'manual' | 'automatic') {
  await page.getByRole('button', { name: 'Create Room' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Room' });
  await dialog.getByLabel('Room Name').fill(name);
  await dialog.getByLabel('Room Type').selectOption(type);
  await dialog.getByRole('button', { name: 'Create Room' }).click();
  await page.waitForURL(ROOM_URL);
  const id = ROOM_URL.exec(page.url())![1]!;
  const badge = page.getByText(/^Code: [A-Z0-9]{8}$/);
  await expect(badge).toBeVisible();
  const inviteCode = ((await badge.textContent()) ?? '').replace('Code: ', '');
  return { id, inviteCode };
}

async function createSession(page: Page, theme: string, description = '') {
  await page.getByRole('button', { name: 'New Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Session' });
  await dialog.getByLabel('Theme').fill(theme);
  if (description) await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Create Session' }).click();
  await expect(toast(page, 'Session created!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(sessionCard(page, theme)).toBeVisible();
}

async function join(player: Player, inviteCode: string, roomId: string) {
  await player.page.goto(`/join/${inviteCode}`);
  await player.page.waitForURL(`**/room/${roomId}`);
}

async function submitVideo(page: Page, url: string, commentary = '') {
  await page.getByLabel('YouTube URL').fill(url);
  if (commentary) await page.getByLabel('Commentary (Optional)').fill(commentary);
  await page.getByRole('button', { name: 'Submit Video' }).click();
}

test('a manual room: sessions, submissions, presence and the admin moving phases', async ({ browser }) => {
  test.setTimeout(240_000);
  const admin = await signInNewPlayer(browser, 'Ada');
  const mia = await createSignedInPlayer(browser, 'Mia');
  const noah = await createSignedInPlayer(browser, 'Noah', { width: 390, height: 844 });

  // The admin creates a manual room: no sessions yet.
  const room = await createRoom(admin.page, uniqueName('Clip Night'), 'manual');
  await expect(admin.page.getByText('No sessions yet')).toBeVisible();
  await expect(admin.page.getByText('Create a new session to get started')).toBeVisible();

  // Create New Session refuses an empty theme with the schema's words.
  await admin.page.getByRole('button', { name: 'New Session' }).click();
  const createDialog = admin.page.getByRole('dialog', { name: 'Create New Session' });
  await createDialog.getByRole('button', { name: 'Create Session' }).click();
  await expect(createDialog.getByText('Theme is required')).toBeVisible();
  await createDialog.getByLabel('Theme').fill('x'.repeat(201));
  await createDialog.getByRole('button', { name: 'Create Session' }).click();
  await expect(createDialog.getByText('Theme must be at most 200 characters')).toBeVisible();
  await snapWidths(admin.page, 'create-dialog-errors');
  await createDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(createDialog).toBeHidden();

  // The first session opens at once; the second waits as upcoming for the admin.
  await createSession(admin.page, 'Songs of summer', 'One song that sounds like July.');
  await createSession(admin.page, 'Movie trailers');
  const first = sessionCard(admin.page, 'Songs of summer');
  const second = sessionCard(admin.page, 'Movie trailers');
  await expect(first.getByText('Active Session')).toBeVisible();
  await expect(first.getByText('Submissions Open')).toBeVisible();
  await expect(first.getByText('One song that sounds like July.')).toBeVisible();
  await expect(first.getByText('0 of 1 submitted')).toBeVisible();
  await expect(second.getByText('Upcoming')).toBeVisible();
  await expect(second.getByText('Active Session')).toHaveCount(0);
  await expect(second.getByText('Admin will open when ready')).toBeVisible();
  // Another session is active, so the upcoming one cannot be opened yet.
  await expect(second.getByRole('button', { name: 'Open Submissions' })).toHaveCount(0);
  await expect(admin.page.getByText('2 sessions')).toBeVisible();

  // Two members join by link; they see no admin controls.
  await join(mia, room.inviteCode, room.id);
  await join(noah, room.inviteCode, room.id);
  const miaFirst = sessionCard(mia.page, 'Songs of summer');
  await expect(miaFirst.getByText('0 of 3 submitted')).toBeVisible();
  await expect(mia.page.getByRole('button', { name: 'New Session' })).toHaveCount(0);
  await expect(mia.page.getByRole('button', { name: /options$/ })).toHaveCount(0);
  await expect(mia.page.getByRole('button', { name: 'Advance to Voting Phase' })).toHaveCount(0);
  await expect(mia.page.getByRole('progressbar')).toHaveCount(0);

  // Mia submits, after the form has refused three wrong links and a long commentary.
  await miaFirst.getByRole('link', { name: 'Submit Your Video' }).click();
  await mia.page.waitForURL(/\/submit\//);
  const sessionId = new URL(mia.page.url()).pathname.split('/').pop()!;
  await expect(mia.page.getByRole('heading', { name: 'Songs of summer' })).toBeVisible();
  await expect(mia.page.getByText('Session 1', { exact: true })).toBeVisible();
  await expect(mia.page.getByText('Submissions Open')).toBeVisible();
  // A manual room has no deadline: neither countdown is shown.
  await expect(mia.page.getByText(/Submissions close in|Submissions closing soon/)).toHaveCount(0);

  const url = mia.page.getByLabel('YouTube URL');
  await submitVideo(mia.page, 'not a link');
  await expect(mia.page.getByText('Must be a valid URL')).toBeVisible();
  await url.fill('https://vimeo.com/76979871');
  await url.blur(); // checked as the field is left
  await expect(mia.page.getByText('Must be a YouTube URL')).toBeVisible();
  await url.fill('https://www.youtube.com/feed/trending');
  await mia.page.getByRole('button', { name: 'Submit Video' }).click();
  await expect(mia.page.getByText('Must be a link to a YouTube video')).toBeVisible();
  await mia.page.getByLabel('Commentary (Optional)').fill('a'.repeat(501));
  await expect(mia.page.getByText('501/500')).toBeVisible();
  await mia.page.getByRole('button', { name: 'Submit Video' }).click();
  await expect(mia.page.getByText('Commentary must be at most 500 characters')).toBeVisible();
  await snapWidths(mia.page, 'submit-form-errors');

  await url.fill('https://youtu.be/dQw4w9WgXcQ');
  // Markup in a commentary is text, never HTML.
  await mia.page.getByLabel('Commentary (Optional)').fill('<b>Pure</b> summer');
  await mia.page.getByRole('button', { name: 'Submit Video' }).click();
  await expect(toast(mia.page, 'Video submitted!')).toBeVisible();
  // This server has no YouTube to ask: the screen asks for the title instead of leaving.
  await expect(mia.page.getByText('What is this video called?')).toBeVisible();
  await expect(mia.page.getByText('YouTube video dQw4w9WgXcQ')).toBeVisible();
  await snapWidths(mia.page, 'submit-title-prompt');
  await mia.page.getByRole('button', { name: 'Save Title' }).click();
  await expect(mia.page.getByText('Title is required')).toBeVisible();
  await mia.page.getByLabel('Video title').fill('Never Gonna Give You Up');
  await mia.page.getByRole('button', { name: 'Save Title' }).click();
  await mia.page.waitForURL(`**/room/${room.id}`);
  await expect(miaFirst.getByText('1 of 3 submitted')).toBeVisible();
  await expect(miaFirst.getByText("You've submitted")).toBeVisible();

  // Back on the submit screen: Already Submitted, then an edit to another video.
  await mia.page.goto(`/submit/${sessionId}`);
  await expect(mia.page.getByRole('heading', { name: 'Already Submitted' })).toBeVisible();
  await expect(mia.page.getByText('Never Gonna Give You Up', { exact: true })).toBeVisible();
  await expect(mia.page.getByText('<b>Pure</b> summer')).toBeVisible();
  const watch = mia.page.getByRole('link', { name: /Watch on YouTube/ });
  await expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(watch).toHaveAttribute('target', '_blank');
  await expect(watch).toHaveAttribute('rel', 'noopener noreferrer');
  await snapWidths(mia.page, 'submit-already-submitted');
  await mia.page.getByRole('button', { name: 'Edit Submission' }).click();
  await expect(url).toHaveValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(mia.page.getByLabel('Commentary (Optional)')).toHaveValue('<b>Pure</b> summer');
  await url.fill('https://www.youtube.com/watch?v=9bZkp7q19f0');
  await mia.page.getByRole('button', { name: 'Update Submission' }).click();
  await expect(toast(mia.page, 'Submission updated!')).toBeVisible();
  // A new video whose title YouTube cannot give: asked for again.
  await expect(mia.page.getByText('What is this video called?')).toBeVisible();
  await expect(mia.page.getByText('YouTube video 9bZkp7q19f0')).toBeVisible();
  await expect(mia.page.getByText('Never Gonna Give You Up')).toHaveCount(0);
  await mia.page.goto(`/room/${room.id}`);

  // Noah submits a Short from his phone and waits on the submit screen.
  await sessionCard(noah.page, 'Songs of summer').getByRole('link', { name: 'Submit Your Video' }).click();
  await submitVideo(noah.page, 'https://www.youtube.com/shorts/kJQP7kiw5Fk');
  await expect(toast(noah.page, 'Video submitted!')).toBeVisible();
  await expect(noah.page.getByRole('button', { name: 'Edit Submission' })).toBeVisible();

  // The admin sees the count, the progress bar and who has submitted (names, never what).
  await expect(first.getByText('2 of 3 submitted')).toBeVisible();
  await expect(first.getByRole('progressbar', { name: 'Submission progress' })).toHaveAttribute('aria-valuenow', '67');
  await expect(first.getByText(`Submitted: ${[mia.name, noah.name].sort().join(', ')}`)).toBeAttached();
  await expect(first.getByText('YouTube video')).toHaveCount(0);
  await snapWidths(admin.page, 'room-admin-submissions');
  await snapWidths(mia.page, 'room-member-submissions');

  // Advance to voting, behind a confirmation that says who will miss out.
  await first.getByRole('button', { name: 'Advance to Voting Phase' }).click();
  const advance = admin.page.getByRole('dialog', { name: 'Advance to Voting Phase' });
  await expect(advance.getByText("1 member hasn't submitted yet and will miss out on this session.")).toBeVisible();
  await snapWidths(admin.page, 'advance-dialog');
  await advance.getByRole('button', { name: 'Start Voting' }).click();
  await expect(toast(admin.page, 'Submissions ended')).toContainText('Session has moved to voting phase');
  await expect(first.getByText('Voting Open')).toBeVisible();
  await expect(first.getByText('0 of 3 voted')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Advance to Results Phase' })).toBeVisible();

  // Without a reload: Mia's room screen moves to voting, Noah's submit screen closes.
  await expect(miaFirst.getByText('Voting Open')).toBeVisible();
  await expect(miaFirst.getByRole('link', { name: 'Cast Your Vote' })).toHaveAttribute('href', `/vote/${sessionId}`);
  await expect(miaFirst.getByRole('link', { name: 'Submit Your Video' })).toHaveCount(0);
  const playlist = miaFirst.getByRole('link', { name: /Watch Playlist on YouTube/ });
  await expect(playlist).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch_videos\?video_ids=/);
  await expect(playlist).toHaveAttribute('href', /9bZkp7q19f0/);
  await expect(playlist).toHaveAttribute('href', /kJQP7kiw5Fk/);
  await expect(playlist).toHaveAttribute('target', '_blank');
  await expect(playlist).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(noah.page.getByRole('heading', { name: 'Submissions Closed' })).toBeVisible();
  await expect(noah.page.getByText('Voting Open')).toBeVisible();
  await expect(noah.page.getByRole('heading', { name: 'Already Submitted' })).toBeVisible();
  await expect(noah.page.getByText('YouTube video kJQP7kiw5Fk')).toBeVisible();
  await expect(noah.page.getByRole('button', { name: 'Edit Submission' })).toHaveCount(0);
  await expect(noah.page.getByLabel('YouTube URL')).toHaveCount(0);
  await snapWidths(noah.page, 'submit-closed');
  await snapWidths(admin.page, 'room-admin-voting');

  // Advance to results.
  await first.getByRole('button', { name: 'Advance to Results Phase' }).click();
  const toResults = admin.page.getByRole('dialog', { name: 'Advance to Results Phase' });
  await expect(toResults.getByText("3 members haven't voted yet")).toBeVisible();
  await toResults.getByRole('button', { name: 'Show Results' }).click();
  await expect(toast(admin.page, 'Voting ended')).toContainText('Session results are now available');
  await expect(miaFirst.getByText('Results Available')).toBeVisible();
  await expect(miaFirst.getByRole('link', { name: 'View Results' })).toHaveAttribute('href', `/results/${sessionId}`);
  await expect(miaFirst.getByText('Active Session')).toHaveCount(0);

  // Nothing is active now: only the admin may open the upcoming session.
  await expect(sessionCard(mia.page, 'Movie trailers').getByText('Admin will open when ready')).toBeVisible();
  await expect(sessionCard(mia.page, 'Movie trailers').getByRole('button', { name: 'Open Submissions' })).toHaveCount(
    0,
  );
  await second.getByRole('button', { name: 'Open Submissions' }).click();
  await expect(second.getByText('Active Session')).toBeVisible();
  await expect(second.getByText('Submissions Open')).toBeVisible();
  await expect(sessionCard(mia.page, 'Movie trailers').getByRole('link', { name: 'Submit Your Video' })).toBeVisible();

  // Edit and delete through the per-session menu.
  await admin.page.getByRole('button', { name: 'Session 2 options' }).click();
  await admin.page.getByRole('menuitem', { name: 'Edit Session' }).click();
  const edit = admin.page.getByRole('dialog', { name: 'Edit Session' });
  await expect(edit.getByLabel('Theme')).toHaveValue('Movie trailers');
  await edit.getByLabel('Theme').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Theme is required')).toBeVisible();
  await edit.getByLabel('Theme').fill('Trailers better than the film');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(admin.page, 'Session updated!')).toBeVisible();
  await expect(sessionCard(mia.page, 'Trailers better than the film')).toBeVisible();

  await createSession(admin.page, 'Cooking fails');
  await expect(admin.page.getByText('3 sessions')).toBeVisible();
  await admin.page.getByRole('button', { name: 'Session 3 options' }).click();
  await admin.page.getByRole('menuitem', { name: 'Delete Session' }).click();
  const del = admin.page.getByRole('dialog', { name: 'Delete Session' });
  await expect(del).toContainText('Cooking fails');
  await snapWidths(admin.page, 'delete-dialog');
  await del.getByRole('button', { name: 'Delete Session' }).click();
  await expect(toast(admin.page, 'Session deleted!')).toBeVisible();
  await expect(sessionCard(admin.page, 'Cooking fails')).toHaveCount(0);
  await expect(admin.page.getByText('2 sessions')).toBeVisible();

  for (const p of [admin, mia, noah]) await p.context.close();
});

test('an automatic room shows deadlines, TBD and the submit countdown', async ({ browser }) => {
  test.setTimeout(120_000);
  // A viewer on Pacific time sees the deadline as the rules state it: Thursday, 6:00 PM.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'America/Los_Angeles',
  });
  const page = await context.newPage();
  await signInViaApi(context, person('Ida'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'My Rooms' })).toBeVisible();
  const admin = { context, page };
  await createRoom(admin.page, uniqueName('Weekly Clips'), 'automatic');
  await createSession(admin.page, 'Guilty pleasures');
  await createSession(admin.page, 'Live performances');

  const first = sessionCard(admin.page, 'Guilty pleasures');
  const second = sessionCard(admin.page, 'Live performances');
  await expect(first.getByText('Active Session')).toBeVisible();
  // Deadlines in the viewer's own time zone, with the day name; TBD until a session opens.
  const sessionId = await first
    .getByRole('link', { name: 'Submit Your Video' })
    .getAttribute('href')
    .then((href) => href!.split('/').pop()!);
  const session = await apiOk(admin.page, routes.getSession, { params: { id: sessionId } });
  // An automatic room's open session has both deadlines.
  const submissionsDeadline = session.submissionsDeadline!;
  expect(submissionsDeadline).toBeTruthy();
  expect(session.votingDeadline).toBeTruthy();
  const [submissionsDay, votingDay] = await admin.page.evaluate(
    (dates) => dates.map((d) => new Intl.DateTimeFormat(undefined, { weekday: 'short' }).format(new Date(d))),
    [submissionsDeadline, session.votingDeadline!],
  );
  await expect(first.getByText('Submissions due')).toBeVisible();
  await expect(first.locator('dd').first()).toContainText(submissionsDay!);
  await expect(first.locator('dd').nth(1)).toContainText(votingDay!);
  await expect(first.locator('dd')).toHaveText([/^Thu, .+ 6:00\sPM$/, /^Tue, .+ 6:00\sPM$/]);
  await expect(second.locator('dd')).toHaveText(['TBD', 'TBD']);
  await expect(second.getByText('Opens when previous session ends')).toBeVisible();
  // Automatic rooms show presence but no 'N of M' count; their deadlines move the phases, but the
  // admin may still close one early, in other words than a manual room's advance.
  await expect(first.getByText('No one has submitted yet')).toBeVisible();
  await expect(first.getByText(/of \d+ submitted/)).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Advance to Voting Phase' })).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Close submissions early' })).toBeVisible();
  for (const theme of SCREENSHOTS ? (['dark', 'light'] as const) : []) {
    await setTheme(admin.context, admin.page, theme);
    await expect(first).toBeVisible();
    await snapWidths(admin.page, 'room-automatic');
  }

  await admin.page.goto(`/submit/${sessionId}`);
  const hours = (Date.parse(submissionsDeadline) - Date.now()) / 3_600_000;
  const days = Math.floor(hours / 24);
  await expect(
    admin.page.getByText(hours < 24 ? 'Submissions closing soon' : `Submissions close in ${days} day`),
  ).toBeVisible();
  await expect(admin.page.getByLabel('YouTube URL')).toBeVisible();
  for (const theme of SCREENSHOTS ? (['dark', 'light'] as const) : []) {
    await setTheme(admin.context, admin.page, theme);
    await expect(admin.page.getByLabel('YouTube URL')).toBeVisible();
    await snapWidths(admin.page, 'submit-form');
  }
  await admin.context.close();
});

test('light theme screenshots of the Sessions tab for an admin and a member', async ({ browser }) => {
  test.skip(!SCREENSHOTS, 'screens for people to look at: CI takes them with SCREENSHOTS=1');
  test.setTimeout(120_000);
  const admin = await signInNewPlayer(browser, 'Lea');
  const member = await signInNewPlayer(browser, 'Max');
  const room = await createRoom(admin.page, uniqueName('Sunday Clips'), 'manual');
  await createSession(admin.page, 'Best cover songs', 'Covers that beat the original.');
  await createSession(admin.page, 'Animals being dramatic');
  await join(member, room.inviteCode, room.id);
  await sessionCard(member.page, 'Best cover songs').getByRole('link', { name: 'Submit Your Video' }).click();
  await submitVideo(member.page, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Better than the original.');
  // No YouTube to ask here: the screen asks for the title before going back to the room.
  await member.page.getByLabel('Video title').fill('Never Gonna Give You Up');
  await member.page.getByRole('button', { name: 'Save Title' }).click();
  await member.page.waitForURL(`**/room/${room.id}`);

  for (const p of [admin, member]) {
    await setTheme(p.context, p.page, 'light');
    await expect(sessionCard(p.page, 'Best cover songs').getByText('1 of 2 submitted')).toBeVisible();
  }
  await snapWidths(admin.page, 'room-admin-submissions');
  await snapWidths(member.page, 'room-member-submissions');

  await admin.page.getByRole('button', { name: 'Session 1 options' }).click();
  await expect(admin.page.getByRole('menuitem', { name: 'Delete Session' })).toBeVisible();
  await snap(admin.page, 'sessions-session-menu-1280-light');
  await admin.page.getByRole('menuitem', { name: 'Edit Session' }).click();
  await expect(admin.page.getByRole('dialog', { name: 'Edit Session' })).toBeVisible();
  await snapWidths(admin.page, 'edit-dialog');
  await admin.page.keyboard.press('Escape');

  await member.page.goto(`/submit/${(await sessionIdOf(admin.page, 'Best cover songs'))!}`);
  await expect(member.page.getByRole('heading', { name: 'Already Submitted' })).toBeVisible();
  await snapWidths(member.page, 'submit-already-submitted');
  for (const p of [admin, member]) await p.context.close();
});

async function sessionIdOf(page: Page, theme: string): Promise<string | undefined> {
  const href = await sessionCard(page, theme).getByRole('link', { name: 'Submit Your Video' }).getAttribute('href');
  return href?.split('/').pop();
}
