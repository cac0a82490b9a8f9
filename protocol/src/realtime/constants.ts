// The live-update connection's constants, free of zod so the web app's socket module can
// import them without pulling the schema library into its chunk (events.ts has the schemas).

/**
 * How a client connects (same origin as the page, the login cookie is sent by the browser):
 *   io({ path: SOCKET_PATH, transports: ['websocket'] })
 * WebSocket only: several API processes share rooms through Redis without sticky sessions.
 * After 'connect' (and after every reconnect) emit 'room:join' for each room on screen; the ack
 * says whether it worked. Events then arrive for that room; each carries its roomId.
 * A refused connection gives 'connect_error' with message SOCKET_ERRORS.unauthorized (sign in
 * again) or a transport error (foreign Origin); the web app then polls every 3 s.
 */
export const SOCKET_PATH = '/socket.io';
export const SOCKET_ERRORS = {
  unauthorized: 'Not signed in',
} as const;
/** The one message a change that did several things to a room is sent as (events.ts RoomEvent). */
export const ROOM_BATCH_EVENT = 'room:batch';
