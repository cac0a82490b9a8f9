import { routes, type VotingMode } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { call, signIn } from './build-app.ts';

// "A room with players", the set-up nearly every API test starts from, in one place. Everything
// goes through the API the way the web app does it (development sign-in, create, join by invite
// code), so a test starts from a state a real player could reach.

export type Who = { email: string; firstName: string; lastName?: string };
/** A signed-in player: the cookie to send and their user id. */
export type Person = { cookie: string; userId: string };
/** A signed-in player known by first name (votes, results and watch tests). */
export type Player = Person & { name: string };

export type RoomOptions = { name?: string; votingMode?: VotingMode } & (
  | { type?: 'manual' }
  | { type: 'automatic'; startDate: string }
);

const whoNamed = (name: string): Who => ({ email: `${name.toLowerCase()}@example.com`, firstName: name });

/** Signs in one user per first name (email: lower-cased name @example.com), in order. */
export function signInAll<const N extends readonly string[]>(
  app: FastifyInstance,
  ...firstNames: N
): Promise<{ [K in keyof N]: Person }> {
  return Promise.all(firstNames.map((n) => signIn(app, whoNamed(n)))) as Promise<{ [K in keyof N]: Person }>;
}

/** The room `adminCookie` creates: manual and classic unless told otherwise. */
export async function createRoom(
  app: FastifyInstance,
  adminCookie: string,
  room: RoomOptions = {},
): Promise<{ roomId: string; inviteCode: string }> {
  const res = await call(app, routes.createRoom, {
    as: adminCookie,
    body: { name: 'Film club', type: 'manual', votingMode: 'classic', ...room },
  });
  if (res.statusCode !== 201) throw new Error(`room not created: ${res.statusCode} ${res.body}`);
  const { id, inviteCode } = res.json();
  return { roomId: id, inviteCode };
}

export async function joinRoom(app: FastifyInstance, cookie: string, inviteCode: string): Promise<void> {
  const res = await call(app, routes.joinRoom, { as: cookie, body: { inviteCode } });
  if (res.statusCode !== 200) throw new Error(`join failed: ${res.statusCode} ${res.body}`);
}

/** A room created by `adminCookie` and joined by every other cookie; answers its id. */
export async function createRoomWith(
  app: FastifyInstance,
  adminCookie: string,
  others: string[] = [],
  name = 'Game night',
) {
  const { roomId, inviteCode } = await createRoom(app, adminCookie, { name });
  for (const cookie of others) await joinRoom(app, cookie, inviteCode);
  return roomId;
}

/** Signs `admin` in (Ada by default) and creates the room. */
export async function createRoomWithAdmin(
  app: FastifyInstance,
  room: RoomOptions = {},
  admin: Who = whoNamed('Ada'),
): Promise<{ admin: Person; roomId: string; inviteCode: string }> {
  const player = await signIn(app, admin);
  return { admin: player, ...(await createRoom(app, player.cookie, room)) };
}

/** Signs `who` in and joins the room with the invite code. */
export async function signInAndJoin(app: FastifyInstance, inviteCode: string, who: Who): Promise<Person> {
  const player = await signIn(app, who);
  await joinRoom(app, player.cookie, inviteCode);
  return player;
}

/** Signs the players in by first name; the first creates a manual room in `mode`, the others join. */
export async function createRoomWithPlayers(app: FastifyInstance, mode: VotingMode, names: readonly string[]) {
  const players: Record<string, Player> = {};
  for (const name of names) players[name] = { name, ...(await signIn(app, whoNamed(name))) };
  const [first, ...rest] = names.map((n) => players[n]!);
  if (!first) throw new Error('a room needs at least one player');
  const { roomId, inviteCode } = await createRoom(app, first.cookie, { name: `${mode} room`, votingMode: mode });
  for (const p of rest) await joinRoom(app, p.cookie, inviteCode);
  return { roomId, inviteCode, players };
}
