import { type IconProps, SvgIcon } from '../../../components/icons.tsx';

// The few icons only the submit screen uses (Tabler-style paths, like components/icons.tsx).

export const IconExternalLink = (props: IconProps) => (
  <SvgIcon
    paths={['M12 6h-6a2 2 0 0 0 -2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-6', 'M11 13l9 -9', 'M15 4h5v5']}
    {...props}
  />
);
export const IconCircleCheck = (props: IconProps) => (
  <SvgIcon paths={['M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M9 12l2 2l4 -4']} {...props} />
);
export const IconLock = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M5 13a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-6z',
      'M11 16a1 1 0 1 0 2 0a1 1 0 0 0 -2 0',
      'M8 11v-4a4 4 0 1 1 8 0v4',
    ]}
    {...props}
  />
);
