import { createHash } from 'node:crypto';
import { IdSchema } from '@clipclub/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { LRUCache } from 'lru-cache';
import { findMembership } from '../../db/tables/room-members.ts';
import { findSession } from '../../db/tables/sessions.ts';
import '../../lib/reader-role.ts';
import { COMPRESS_MIN_BYTES, compressSync, type Encoding, pickEncoding } from '../../lib/compression.ts';
import type { MemberCache } from './member-cache.ts';
import { type RoomVersions, versionForMember } from './room-versions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The ETag (and room version) this request's room had when it started; polled GETs only. */
    roomTag: { tag: string; roomId: string; version: number; role?: 'admin' | 'member' } | null;
  }
}

const SHARED_BODIES_MAX = 2_000;
// Headers that are part of such an answer (a paged list's next page, lib/page-headers.ts).
const KEPT_HEADERS = ['link', 'x-total-count'] as const;
// private: the body is one user's view; no-cache: the browser asks again each time, with the tag.
const CACHE_CONTROL = 'private, no-cache';
const SESSION_ROOMS_MAX = 50_000;

type Deps = { versions: RoomVersions; members: MemberCache };
/** Whether a route's answer is one kept copy for every member, one per role, or per reader. */
type Shared = false | true | 'byRole';
type Role = 'admin' | 'member';

/**
 * ETag / 304 for polled GETs. The tag is the room's version (bumped by every write, see
 * fan-out.ts) plus a hash of the user, because each member sees a different body. A matching
 * If-None-Match from a signed-in member is answered 304 before the handler runs, from memory.
 * A route with a shared body also keeps its last answer per path and room version, and answers a
 * member from it without running the handler until the room changes: the version is read before
 * the handler reads the database, and bumped only after a write commits, so an answer kept under
 * a version is never older than that version.
 */
export function conditionalGets(app: FastifyInstance, { versions, members }: Deps): void {
  // A session never moves between rooms, so its room is remembered for good. Only sessions found
  // in the database enter it, and it is bounded: made-up ids cost nothing.
  const sessionRooms = new LRUCache<string, string>({ max: SESSION_ROOMS_MAX });
  // The answer as sent (JSON text), and its compressed copies made on first use.
  const sharedBodies = new LRUCache<
    string,
    { version: number; json: string; headers: Record<string, string> } & Partial<Record<Encoding, Buffer>>
  >({
    max: SHARED_BODIES_MAX,
  });
  // The whole URL: a paged list's query (cursor, limit) names another answer; a body kept per
  // role also names the role. Undefined: no kept body can serve this request (role unknown).
  const bodyKey = (request: FastifyRequest, shared: Shared, role: Role | undefined) =>
    shared === 'byRole' ? (role ? `${role} ${request.url}` : undefined) : request.url;

  async function roomOf(kind: 'room' | 'session', id: string | undefined): Promise<string | undefined> {
    if (!IdSchema.safeParse(id).success || id === undefined) return undefined;
    if (kind === 'room') return id;
    const known = sessionRooms.get(id);
    if (known) return known;
    const roomId = (await findSession(app.db, id))?.room_id;
    if (roomId) sessionRooms.set(id, roomId);
    return roomId;
  }

  async function isMember(roomId: string, userId: string): Promise<boolean> {
    if (members.isMember(roomId, userId)) return true;
    const membership = await findMembership(app.db, roomId, userId);
    if (!membership) return false;
    members.remember(roomId, userId, membership.is_admin);
    return true;
  }

  // The usual poll is answered from memory alone: the user (auth plugin), the session's room,
  // the room's version and the membership are all known, so no promise is made (a 304 is mostly
  // this pipeline). Anything not in memory takes answerAfterLookups, which asks.
  const checkTag = (kind: 'room' | 'session', param: string, shared: Shared) =>
    function answerNotModified(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      const user = request.user;
      if (!user) return done();
      const id = (request.params as Record<string, string | undefined>)[param];
      const roomId = kind === 'room' ? id : id === undefined ? undefined : sessionRooms.get(id);
      // Membership first: only ids the database confirmed are in the cache, so a made-up id
      // never reaches the versions (with Redis, a question to it).
      const known = roomId !== undefined && members.isMember(roomId, user.id);
      const version = known ? versions.current(roomId) : null;
      if (!known || typeof version !== 'number') return answerAfterLookups(request, reply, kind, param, shared);
      const tag = roomTag(version, user.id);
      const role = members.role(roomId, user.id);
      // A body kept per role serves only a reader whose role is known; until then the handler
      // answers, and says the role it read as (lib/reader-role.ts).
      request.roomTag = { tag, roomId, version, ...(role ? { role } : {}) };
      // Answered, or the handler answers.
      if (!answerFromMemory(request, reply, tag, version, shared)) done();
    };

  async function answerAfterLookups(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'room' | 'session',
    param: string,
    shared: Shared,
  ) {
    const user = request.user;
    if (!user) return;
    const roomId = await roomOf(kind, (request.params as Record<string, string | undefined>)[param]);
    if (!roomId) return;
    // A room gets a version only once a member is seen reading it: a made-up room id, or a
    // room the caller is not in, leaves no Redis key and no entry in memory.
    let version = await versions.current(roomId);
    if (version === null && (await isMember(roomId, user.id))) version = await versionForMember(versions, roomId);
    if (version === null) return;
    const tag = roomTag(version, user.id);
    request.roomTag = { tag, roomId, version };
    const role = members.role(roomId, user.id);
    if (role) request.roomTag = { tag, roomId, version, role };
    // Membership is asked only to answer from memory; the handler checks it for itself.
    if (!canAnswerFromMemory(request, tag, version, shared) || !(await isMember(roomId, user.id))) return;
    // The kept answer may have changed while membership was asked: then the handler answers.
    // (Returning the unsent reply would leave the request waiting forever.)
    return answerFromMemory(request, reply, tag, version, shared) ? reply : undefined;
  }

  const keptBody = (request: FastifyRequest, version: number, shared: Shared) => {
    const key = shared ? bodyKey(request, shared, request.roomTag?.role) : undefined;
    const kept = key === undefined ? undefined : sharedBodies.get(key);
    return kept?.version === version ? kept : undefined;
  };

  const canAnswerFromMemory = (request: FastifyRequest, tag: string, version: number, shared: Shared) =>
    tagMatches(request.headers['if-none-match'], tag) || keptBody(request, version, shared) !== undefined;

  /**
   * For a member of the room at this version: 304 when the client holds the tag, else the
   * shared body kept under this version. False when neither: the handler answers.
   */
  function answerFromMemory(
    request: FastifyRequest,
    reply: FastifyReply,
    tag: string,
    version: number,
    shared: Shared,
  ): boolean {
    const notModified = tagMatches(request.headers['if-none-match'], tag);
    const kept = notModified ? undefined : keptBody(request, version, shared);
    if (!notModified && !kept) return false;
    reply.header('etag', tag).header('cache-control', CACHE_CONTROL);
    if (!kept) {
      reply.code(304).send();
      return true;
    }
    reply.header('content-type', 'application/json; charset=utf-8').headers(kept.headers);
    const encoding =
      kept.json.length >= COMPRESS_MIN_BYTES ? pickEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) {
      reply.send(kept.json);
      return true;
    }
    kept[encoding] ??= compressSync(kept.json, encoding);
    // Already encoded, so @fastify/compress leaves it as it is.
    reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(kept[encoding]);
    return true;
  }

  const keepSharedBody = (shared: Exclude<Shared, false>) =>
    async function keepSharedBody(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const known = request.roomTag;
      // The role the handler read as, never a remembered one: the kept copy is that role's.
      const key = known ? bodyKey(request, shared, request.readerRole ?? undefined) : undefined;
      if (known && key !== undefined && reply.statusCode === 200 && request.user) {
        if (sharedBodies.get(key)?.version !== known.version) {
          const headers: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = reply.getHeader(name);
            if (value !== undefined) headers[name] = String(value);
          }
          // Through the route's response schema, as the answer itself is sent.
          sharedBodies.set(key, { version: known.version, json: String(reply.serialize(payload)), headers });
        }
      }
      return payload;
    };

  function setTag(request: FastifyRequest, reply: FastifyReply, _payload: unknown, done: HookHandlerDoneFunction) {
    const known = request.roomTag;
    if (known && reply.statusCode === 200 && request.user) {
      reply.header('etag', known.tag).header('cache-control', CACHE_CONTROL);
      // The handler answered 200, so it found the user a member (and maybe said as what).
      const role = request.readerRole;
      members.remember(known.roomId, request.user.id, role === null ? undefined : role === 'admin');
    }
    done();
  }

  app.decorateRequest('roomTag', null);
  app.decorateRequest('readerRole', null);
  // The GETs the web app polls every 3 s while its socket is down (docs/rules.md §10) are marked
  // in protocol's route table with what their id names; a shared body is the same for every
  // member (sessions/session-view.ts: nothing in a session's view depends on the viewer).
  app.addHook('onRoute', (route: RouteOptions) => {
    const kind = route.config?.contract?.polled;
    const param = /:(\w+)/.exec(route.url)?.[1];
    if (route.method !== 'GET' || !kind || !param) return;
    const shared: Shared = route.config?.contract?.sharedBody ?? false;
    // First of all, as before any route's own check: a 304 from memory costs no rate-limit budget.
    route.preValidation = [checkTag(kind, param, shared), ...hooks(route.preValidation)];
    if (shared) route.preSerialization = [...hooks(route.preSerialization), keepSharedBody(shared)];
    route.onSend = [...hooks(route.onSend), setTag];
  });
}

function hooks<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The ETag of a room's polled answers for one member at one room version. */
export function roomTag(version: number, userId: string): string {
  return `W/"${version.toString(36)}-${userHash(userId)}"`;
}

// Every poll names its user's hash; a hash per request was ~3% of a 304's CPU.
const userHashes = new LRUCache<string, string>({ max: 20_000 });

function userHash(userId: string): string {
  let hash = userHashes.get(userId);
  if (hash === undefined) {
    hash = createHash('sha256').update(userId).digest('base64url').slice(0, 10);
    userHashes.set(userId, hash);
  }
  return hash;
}

/** If-None-Match may list several tags; weak comparison, as RFC 9110 §13.1.2 asks. */
function tagMatches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  const wanted = strip(tag);
  return header.split(',').some((t) => strip(t) === wanted);
}
