import { apiOk, routes } from '../fixtures/api.ts';
import { snap } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';
import {
  advance,
  closeAll,
  givePoints,
  openVote,
  sessionCard,
  setUpGame,
  toast,
  videoCard,
} from '../fixtures/voting-game.ts';

// One evening of three players (shared browsers): a nudge arriving live, a
// ballot that survives a reload, a ballot the close left unsent, and a double click on Create Room.

test('the evening: nudge, reload mid-ballot, a close that missed a ballot, a double-click create', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const game = await setUpGame(browser, 'classic', ['Alice', 'Bo', 'Cy'], 3);
  const [alice, bo, cy] = game.players as [
    (typeof game.players)[0],
    (typeof game.players)[0],
    (typeof game.players)[0],
  ];
  const title = (name: string) => game.submitted.get(name)!.title;
  await advance(game, 'voting');

  // Everyone sees who is still to vote, by name; the admin nudges Cy, who is on My Rooms.
  // A nudge is live only: Cy's tab must be connected (its nudge listener starts after the first
  // paint) before Alice sends it, as a player's open tab would be. '40' is Socket.IO's connect
  // answer, sent once the server has put the socket in the player's own channel.
  const cyConnected = cy.page
    .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).startsWith('40') }));
  await cy.page.goto('/');
  const cyRoomCard = cy.page.getByRole('link').filter({ hasText: "Voting open — you haven't voted" });
  await expect(cyRoomCard).toBeVisible();
  await cyConnected;
  await alice.page.goto(`/room/${game.roomId}`);
  const card = sessionCard(alice.page, game.theme);
  await expect(card.getByText('Still to vote:')).toBeVisible();
  await card.getByRole('button', { name: `Nudge ${cy.name}` }).click();
  await expect(toast(alice.page, 'Nudge sent')).toBeVisible();
  await expect(card.getByRole('button', { name: `Nudged ${cy.name}` })).toBeDisabled();
  await expect(toast(cy.page, `${alice.name} is waiting for your vote`)).toBeVisible();
  await expect(cyRoomCard.getByText(`Nudged by ${alice.name}`)).toBeVisible();
  await snap(cy.page, 'evening-nudged-my-rooms');

  // Bo starts a ballot, reloads: the ballot is still there, and says so.
  await openVote(game, bo);
  await givePoints(bo.page, title(alice.name), 5);
  await givePoints(bo.page, title(cy.name), 3);
  await bo.page.reload();
  await expect(bo.page.getByText('Restored your unsent ballot')).toBeVisible();
  const picked = (who: string, points: number) =>
    videoCard(bo.page, title(who)).getByRole('radio', { name: String(points), exact: true });
  await expect(picked(alice.name, 5)).toBeChecked();
  await expect(picked(cy.name, 3)).toBeChecked();
  await expect(bo.page.getByText('8 of 10 points')).toBeVisible();
  await snap(bo.page, 'evening-restored-ballot');
  await givePoints(bo.page, title(cy.name), 5);
  await bo.page.getByRole('button', { name: 'Submit Votes' }).click();
  await expect(toast(bo.page, 'Votes submitted!')).toBeVisible();
  await bo.page.waitForURL(`**/room/${game.roomId}`);
  // Classic takes one ballot: no "Change Your Vote", but what happens next.
  await expect(sessionCard(bo.page, game.theme).getByText('You voted — waiting on 2')).toBeVisible();
  await expect(sessionCard(bo.page, game.theme).getByRole('link', { name: 'Cast Your Vote' })).toHaveCount(0);

  // Cy starts a ballot but the admin closes voting first: Cy is told, not silently flipped.
  await openVote(game, cy);
  await givePoints(cy.page, title(alice.name), 4);
  await advance(game, 'results');
  await expect(cy.page.getByRole('heading', { name: "Voting closed — your ballot wasn't submitted" })).toBeVisible();
  await expect(cy.page.getByRole('link', { name: 'View Results' })).toBeVisible();
  await snap(cy.page, 'evening-missed-close');

  // A double click on Create Room makes one room.
  const { page } = alice;
  await page.goto('/');
  const name = `Double ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByRole('button', { name: 'Create Room' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Room' });
  await dialog.getByLabel('Room Name').fill(name);
  await dialog.getByLabel('Room Type').selectOption('manual');
  await dialog.getByRole('button', { name: 'Create Room' }).dblclick();
  await page.waitForURL(/\/room\/[^/?#]+$/);
  await expect(toast(page, 'Room created!')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toHaveCount(0);
  const rooms = await apiOk(page, routes.listRooms);
  expect(rooms.filter((r) => r.name === name)).toHaveLength(1);

  await closeAll(game.players);
});
