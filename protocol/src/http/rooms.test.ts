import { describe, expect, it } from 'vitest';
import {
  CreateRoomBodySchema,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  isThursday,
  JoinRoomBodySchema,
  UpdateRoomBodySchema,
} from './rooms.ts';

function firstIssue(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } },
  v: unknown,
) {
  const result = schema.safeParse(v);
  expect(result.success).toBe(false);
  return result.error?.issues[0] as { message: string; path: PropertyKey[] };
}

describe('isThursday', () => {
  it.each([
    ['2026-11-19', true],
    ['2026-11-26', true],
    ['2024-02-29', true],
    ['2027-01-07', true],
    ['2026-11-18', false],
    ['2026-11-20', false],
    ['2026-11-22', false],
  ])('%s → %s', (date, expected) => {
    expect(isThursday(date)).toBe(expected);
  });

  it.each([
    ['2026-02-30'],
    ['2025-02-29'],
    ['2026-13-03'],
    ['2026-11-19T00:00:00Z'],
    ['19/11/2026'],
    [''],
    ['Thursday'],
  ])('refuses the non-date %s', (date) => {
    expect(isThursday(date)).toBe(false);
  });
});

describe('invite code constants', () => {
  it('are 8 characters from an alphabet without look-alikes', () => {
    expect(INVITE_CODE_LENGTH).toBe(8);
    expect(INVITE_CODE_ALPHABET).toBe('ABCDEFGHJKLMNPQRSTUVWXYZ23456789');
    for (const lookAlike of ['I', 'O', '0', '1']) expect(INVITE_CODE_ALPHABET).not.toContain(lookAlike);
  });
});

describe('CreateRoomBodySchema (docs/rules.md §2)', () => {
  it('applies the defaults and keeps a Thursday start date for an automatic room', () => {
    expect(CreateRoomBodySchema.parse({ name: ' Club ', startDate: '2026-11-26' })).toEqual({
      name: 'Club',
      description: null,
      type: 'automatic',
      votingMode: 'classic',
      startDate: '2026-11-26',
    });
  });

  it('drops the start date of a manual room', () => {
    const parsed = CreateRoomBodySchema.parse({ name: 'Club', type: 'manual', startDate: '2026-11-24' });
    expect(parsed.startDate).toBeNull();
  });

  it.each([
    [{}, 'Room name is required', ['name']],
    [{ name: '' }, 'Room name is required', ['name']],
    [{ name: 42 }, 'Room name is required', ['name']],
    [{ name: 'x'.repeat(101) }, 'Room name must be at most 100 characters', ['name']],
  ])('refuses %j', (body, message, path) => {
    expect(firstIssue(CreateRoomBodySchema, { type: 'manual', ...body })).toMatchObject({ message, path });
  });

  it.each([[{}], [{ startDate: '2026-11-25' }], [{ startDate: '' }]])(
    'asks an automatic room %j for a Thursday start date, on the startDate field',
    (extra) => {
      expect(firstIssue(CreateRoomBodySchema, { name: 'Club', ...extra })).toMatchObject({
        message: 'Automatic rooms require a start date that is a Thursday',
        path: ['startDate'],
      });
    },
  );

  it('names the room first when both the name and the start date are wrong', () => {
    expect(firstIssue(CreateRoomBodySchema, { name: '', type: 'automatic' }).message).toBe('Room name is required');
  });
});

describe('UpdateRoomBodySchema', () => {
  it('trims, clears a blank description and leaves an absent one undefined', () => {
    expect(UpdateRoomBodySchema.parse({ name: ' N ', description: ' d ' })).toEqual({ name: 'N', description: 'd' });
    expect(UpdateRoomBodySchema.parse({ name: 'N', description: '  ' })).toEqual({ name: 'N', description: null });
    expect(UpdateRoomBodySchema.parse({ name: 'N', description: null })).toEqual({ name: 'N', description: null });
    expect(UpdateRoomBodySchema.parse({ name: 'N' }).description).toBeUndefined();
  });

  it.each([
    [{}, 'Name is required'],
    [{ name: ' ' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
  ])('refuses %j', (body, message) => {
    expect(firstIssue(UpdateRoomBodySchema, body)).toMatchObject({ message, path: ['name'] });
  });
});

describe('JoinRoomBodySchema', () => {
  it('trims and upper-cases the code', () => {
    expect(JoinRoomBodySchema.parse({ inviteCode: ' abcd2345 ' })).toEqual({ inviteCode: 'ABCD2345' });
  });

  it.each([[{}], [{ inviteCode: '' }], [{ inviteCode: '  ' }]])('refuses %j', (body) => {
    expect(firstIssue(JoinRoomBodySchema, body).message).toBe('Invite code is required');
  });
});
