import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Text } from '@mantine/core';

/** 0-5 points for one card as a radio group; choices that would overspend are disabled. */
export function PointsPicker({
  title,
  value,
  choices,
  onChange,
}: {
  title: string;
  value: number;
  choices: { value: number; disabled: boolean }[];
  onChange: (points: number) => void;
}) {
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={4}>
        Points
      </Text>
      <SegmentedControl<string>
        fullWidth
        color="violet"
        aria-label={`Points for ${title}`}
        value={String(value)}
        onChange={(v) => onChange(Number(v))}
        data={choices.map((c) => ({ value: String(c.value), label: String(c.value), disabled: c.disabled }))}
      />
    </div>
  );
}
