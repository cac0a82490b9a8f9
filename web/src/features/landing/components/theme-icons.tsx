import { type IconProps, SvgIcon } from '../../../components/icons.tsx';

// Icons for the example theme categories; only the landing page uses them.
export const IconMusic = (props: IconProps) => (
  <SvgIcon
    paths={['M3 17a3 3 0 1 0 6 0a3 3 0 0 0 -6 0', 'M13 17a3 3 0 1 0 6 0a3 3 0 0 0 -6 0', 'M9 17v-13h10v13', 'M9 8h10']}
    {...props}
  />
);
export const IconMoodHappy = (props: IconProps) => (
  <SvgIcon
    paths={['M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M9 9l.01 0', 'M15 9l.01 0', 'M8 13a4 4 0 1 0 8 0h-8']}
    {...props}
  />
);
export const IconMovie = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M4 4m0 2a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2z',
      'M8 4l0 16',
      'M16 4l0 16',
      'M4 8l4 0',
      'M4 16l4 0',
      'M4 12l16 0',
      'M16 8l4 0',
      'M16 16l4 0',
    ]}
    {...props}
  />
);
export const IconHistory = (props: IconProps) => (
  <SvgIcon paths={['M12 8l0 4l2 2', 'M3.05 11a9 9 0 1 1 .5 4m-.5 5v-5h5']} {...props} />
);
export const IconMessages = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M21 14l-3 -3h-7a1 1 0 0 1 -1 -1v-6a1 1 0 0 1 1 -1h9a1 1 0 0 1 1 1v10',
      'M14 15v2a1 1 0 0 1 -1 1h-7l-3 3v-10a1 1 0 0 1 1 -1h2',
    ]}
    {...props}
  />
);
export const IconSparkles = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M16 18a2 2 0 0 1 2 2a2 2 0 0 1 2 -2a2 2 0 0 1 -2 -2a2 2 0 0 1 -2 2zm0 -12a2 2 0 0 1 2 2a2 2 0 0 1 2 -2a2 2 0 0 1 -2 -2a2 2 0 0 1 -2 2zm-7 12a6 6 0 0 1 6 -6a6 6 0 0 1 -6 -6a6 6 0 0 1 -6 6a6 6 0 0 1 6 6z',
    ]}
    {...props}
  />
);
