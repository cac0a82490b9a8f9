import { REMOVED_FROM_ROOM } from '@clipclub/protocol';

// Errors are values with a status (docs/rules.md §9); one handler in app.ts turns them into JSON.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly issues?: unknown[],
  ) {
    super(message);
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, issues?: unknown[]) {
    super(400, message, 'bad_request', issues);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Not signed in') {
    super(401, message, 'unauthorized');
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'Only a room admin can do that') {
    super(403, message, 'forbidden');
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message, 'not_found');
  }
}
/** A room (or its session) the player was removed from: still a 404, but it says so (docs/rules.md §2). */
export class RemovedFromRoomError extends HttpError {
  constructor() {
    super(404, REMOVED_FROM_ROOM.message, REMOVED_FROM_ROOM.code);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message, 'conflict');
  }
}
/** Another service we depend on (the sign-in provider) failed or could not be reached. */
export class BadGatewayError extends HttpError {
  constructor(message: string, code = 'bad_gateway') {
    super(502, message, code);
  }
}
