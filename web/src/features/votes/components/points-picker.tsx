import { Text } from '@mantine/core';
import { useId } from 'react';
import classes from './points-picker.module.css';

/**
 * 0-5 points for one card as a radio group; choices that would overspend are disabled.
 *
 * Plain radios and CSS, drawn as Mantine's SegmentedControl draws itself before its sliding
 * indicator starts (its own server HTML). That indicator measures the page on mount
 * (getBoundingClientRect and getComputedStyle of its choice and its frame), again from two
 * ResizeObservers, and renders again 20 ms later: on the vote page of 200 those forced layouts
 * were ~30 ms of the hydration's longest task, once per card drawn. Only the slide is lost.
 */
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
  const name = useId();
  // Drawn ahead of the app, a choice made by key or click would reach no handler: the page's own
  // script holds it until the app has the page (app/page-start.ts holdKeysBeforeApp), so the
  // choices are not disabled meanwhile. Enabling them was a render of every card once the app
  // had the page, ~0.3 s more on a slow phone before a point could be given (bench:web, slow 3G).
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={4}>
        Points
      </Text>
      <div role="radiogroup" aria-label={`Points for ${title}`} className={classes.root}>
        {choices.map((choice) => (
          <div key={choice.value} className={classes.choice}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              id={`${name}-${choice.value}`}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              // Greyed only for overspending: a drawn ballot still reads as it will be.
              data-unavailable={choice.disabled || undefined}
              onChange={() => onChange(choice.value)}
            />
            <label className={classes.label} htmlFor={`${name}-${choice.value}`}>
              {choice.value}
            </label>
          </div>
        ))}
      </div>
    </div>
  );
}
