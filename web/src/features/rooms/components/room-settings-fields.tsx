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
          <DeadlineFields form={form} label="Submissions close" day="submissionDay" time="submissionTime" />
          <DeadlineFields form={form} label="Voting closes" day="votingDay" time="votingTime" mt="sm" />
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
          <SettingNumber form={form} field="pointsPerBallot" label="Points per ballot" />
          <SettingNumber form={form} field="perVideoCap" label="Most points on one video" />
        </SimpleGrid>
      )}
      {votingMode === 'grudge_match' && (
        <SettingNumber
          form={form}
          field="downvoteTokens"
          label="Downvote tokens per member"
          description="What a member starts with; changing it adds or takes the difference from everyone."
        />
      )}
    </>
  );
}

/** A whole-number setting within protocol's SETTING_LIMITS; the schema names what is wrong. */
function SettingNumber({
  form,
  field,
  label,
  description,
}: {
  form: Form;
  field: keyof typeof SETTING_LIMITS;
  label: string;
  description?: string;
}) {
  return (
    <NumberInput
      label={label}
      description={description}
      min={SETTING_LIMITS[field].min}
      max={SETTING_LIMITS[field].max}
      allowDecimal={false}
      clampBehavior="none"
      {...form.getInputProps(field)}
    />
  );
}

/** A weekly deadline of an automatic room: its day and its time. */
function DeadlineFields({
  form,
  label,
  day,
  time,
  mt,
}: {
  form: Form;
  label: string;
  day: 'submissionDay' | 'votingDay';
  time: 'submissionTime' | 'votingTime';
  mt?: string;
}) {
  return (
    <Group grow align="flex-start" wrap="nowrap" gap="sm" mt={mt}>
      <Select label={label} data={DAY_OPTIONS} allowDeselect={false} {...form.getInputProps(day)} />
      <TextInput type="time" label="at" {...form.getInputProps(time)} />
    </Group>
  );
}
