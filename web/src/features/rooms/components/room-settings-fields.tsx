import type { RoomType, VotingMode } from '@clipclub/protocol/http/common';
import { SETTING_LIMITS, WEEKDAYS, type Weekday } from '@clipclub/protocol/http/rooms';
import { Fieldset, Group, NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { ROOM_TYPE_LABELS, VOTING_MODE_LABELS, WEEKDAY_LABELS } from './room-labels.ts';

/** The Edit Room form's values: the room's text and, for an admin, its settings (issue 13). */
export type EditRoomValues = {
  name: string;
  description: string;
  votingMode: VotingMode;
  type: RoomType;
  submissionDay: Weekday;
  submissionTime: string;
  votingDay: Weekday;
  votingTime: string;
  timeZone: string;
  // NumberInput answers '' while the field is empty; the protocol schema says what is wrong.
  pointsPerBallot: number | string;
  perVideoCap: number | string;
  downvoteTokens: number | string;
};
type Form = UseFormReturnType<EditRoomValues>;

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
const DAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_LABELS[day] }));

/** Every zone the browser knows, the room's own first if the browser lacks it. */
function useTimeZones(current: string): string[] {
  return useMemo(() => {
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return known.includes(current) ? known : [current, ...known];
  }, [current]);
}

/**
 * The Settings section of Edit Room: what sessions not yet started will follow. The schedule is
 * shown for automatic rooms, points and cap for the modes that hand out points, tokens for grudge
 * match; hidden values are kept as they are.
 */
export function RoomSettingsFields({ form }: { form: Form }) {
  const { type, votingMode, timeZone } = form.values;
  const zones = useTimeZones(timeZone);
  const handsOutPoints = votingMode === 'classic' || votingMode === 'grudge_match';
  return (
    <>
      <Text size="sm" c="dimmed">
        Changes apply to sessions not yet started; a running session keeps the rules it started with.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label="Voting Mode"
          data={options(VOTING_MODE_LABELS)}
          allowDeselect={false}
          {...form.getInputProps('votingMode')}
        />
        <Select
          label="Room Type"
          data={options(ROOM_TYPE_LABELS)}
          allowDeselect={false}
          {...form.getInputProps('type')}
        />
      </SimpleGrid>

      {type === 'automatic' && (
        <Fieldset legend="Schedule">
          <Group grow align="flex-start" wrap="nowrap" gap="sm">
            <Select
              label="Submissions close"
              data={DAY_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('submissionDay')}
            />
            <TextInput type="time" label="at" {...form.getInputProps('submissionTime')} />
          </Group>
          <Group grow align="flex-start" wrap="nowrap" gap="sm" mt="sm">
            <Select
              label="Voting closes"
              data={DAY_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('votingDay')}
            />
            <TextInput type="time" label="at" {...form.getInputProps('votingTime')} />
          </Group>
          <Select
            mt="sm"
            label="Time Zone"
            data={zones}
            searchable
            allowDeselect={false}
            nothingFoundMessage="No time zone by that name"
            {...form.getInputProps('timeZone')}
          />
        </Fieldset>
      )}

      {handsOutPoints && (
        <SimpleGrid cols={2}>
          <NumberInput
            label="Points per ballot"
            min={SETTING_LIMITS.pointsPerBallot.min}
            max={SETTING_LIMITS.pointsPerBallot.max}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('pointsPerBallot')}
          />
          <NumberInput
            label="Most points on one video"
            min={SETTING_LIMITS.perVideoCap.min}
            max={SETTING_LIMITS.perVideoCap.max}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('perVideoCap')}
          />
        </SimpleGrid>
      )}
      {votingMode === 'grudge_match' && (
        <NumberInput
          label="Downvote tokens per member"
          description="What a member starts with; changing it adds or takes the difference from everyone."
          min={SETTING_LIMITS.downvoteTokens.min}
          max={SETTING_LIMITS.downvoteTokens.max}
          allowDecimal={false}
          clampBehavior="none"
          {...form.getInputProps('downvoteTokens')}
        />
      )}
    </>
  );
}
