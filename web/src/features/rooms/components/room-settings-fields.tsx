import { Fieldset, Select, SimpleGrid, Switch, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { EditRoomForm } from './edit-room-values.ts';
import { ROOM_TYPE_LABELS, VOTING_MODE_LABELS } from './room-labels.ts';
import { DeadlineFields, SettingNumber } from './setting-inputs.tsx';

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

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
export function RoomSettingsFields({ form }: { form: EditRoomForm }) {
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

      <Fieldset legend="Season">
        <Switch
          label="High stakes"
          description="A submitter who does not vote gets 0 points and 0 league points for that round."
          {...form.getInputProps('highStakes', { type: 'checkbox' })}
        />
        {type === 'automatic' && (
          <Switch
            mt="sm"
            label="Close early"
            description="A phase ends as soon as every member has submitted (or voted)."
            {...form.getInputProps('closeEarly', { type: 'checkbox' })}
          />
        )}
        <Select
          mt="sm"
          label="Upcoming themes"
          data={[
            { value: 'all', label: 'Show every upcoming theme' },
            { value: 'next', label: 'Show only the next theme' },
            { value: 'none', label: 'Reveal each theme when it opens' },
          ]}
          allowDeselect={false}
          {...form.getInputProps('themeVisibility')}
        />
      </Fieldset>
    </>
  );
}
