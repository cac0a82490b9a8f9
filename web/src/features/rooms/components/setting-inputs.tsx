import '@mantine/core/styles/NumberInput.css';
import { SETTING_LIMITS, WEEKDAYS } from '@clipclub/protocol/http/rooms';
import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import type { EditRoomForm } from './edit-room-values.ts';
import { WEEKDAY_LABELS } from './room-labels.ts';

const DAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_LABELS[day] }));

/** A whole-number setting within protocol's SETTING_LIMITS; the schema names what is wrong. */
export function SettingNumber({
  form,
  field,
  label,
  description,
}: {
  form: EditRoomForm;
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
export function DeadlineFields({
  form,
  label,
  day,
  time,
  mt,
}: {
  form: EditRoomForm;
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
