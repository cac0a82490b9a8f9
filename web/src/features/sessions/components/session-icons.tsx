import { type IconProps, SvgIcon } from '../../../components/icons.tsx';

// The few icons only the session screens use (Tabler-style paths, like components/icons.tsx).

export const IconDots = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M5 12m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
      'M12 12m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
      'M19 12m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    ]}
    {...props}
  />
);
export const IconExternalLink = (props: IconProps) => (
  <SvgIcon
    paths={['M12 6h-6a2 2 0 0 0 -2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-6', 'M11 13l9 -9', 'M15 4h5v5']}
    {...props}
  />
);
export const IconArrowLeft = (props: IconProps) => (
  <SvgIcon paths={['M5 12l14 0', 'M5 12l6 6', 'M5 12l6 -6']} {...props} />
);
export const IconClock = (props: IconProps) => (
  <SvgIcon paths={['M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0', 'M12 7v5l3 3']} {...props} />
);
export const IconUpload = (props: IconProps) => (
  <SvgIcon paths={['M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2', 'M7 9l5 -5l5 5', 'M12 4l0 12']} {...props} />
);
export const IconCheckbox = (props: IconProps) => (
  <SvgIcon paths={['M9 11l3 3l8 -8', 'M20 12v6a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2h9']} {...props} />
);
export const IconChartBar = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M3 13a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v6a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1z',
      'M15 9a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v10a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1z',
      'M9 5a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v14a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1z',
      'M4 20h14',
    ]}
    {...props}
  />
);
