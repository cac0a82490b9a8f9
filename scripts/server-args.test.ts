import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { SERVER_ARGS } from './server-args.mjs';

// deploy/Dockerfile cannot import the list, so it spells it out; this keeps the two alike.
test("the image's CMD runs the server as npm start does", () => {
  const dockerfile = readFileSync(resolve(import.meta.dirname, '../deploy/Dockerfile'), 'utf8');
  const cmd = dockerfile.match(/^CMD (\[.*\])$/m)?.[1];
  expect(cmd).toBeDefined();
  expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...SERVER_ARGS]);
});
