import type { SVGProps } from 'react';

// A handful of stroke icons (Tabler-style paths) so the app needs no icon package.
export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

export function SvgIcon({ size = 18, paths, ...props }: IconProps & { paths: readonly string[] }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export const IconSun = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M12 12m-4 0a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
      'M3 12h1m8 -9v1m8 8h1m-9 8v1m-6.4 -15.4l.7 .7m12.1 -.7l-.7 .7m0 11.4l.7 .7m-12.1 -.7l-.7 .7',
    ]}
    {...props}
  />
);
export const IconMoon = (props: IconProps) => (
  <SvgIcon paths={['M12 3c.132 0 .263 0 .393 0a7.5 7.5 0 0 0 7.92 12.446a9 9 0 1 1 -8.313 -12.454z']} {...props} />
);
export const IconPlayerPlay = (props: IconProps) => <SvgIcon paths={['M7 4v16l13 -8z']} {...props} />;
export const IconPlus = (props: IconProps) => <SvgIcon paths={['M12 5l0 14', 'M5 12l14 0']} {...props} />;
export const IconSearch = (props: IconProps) => (
  <SvgIcon paths={['M10 10m-7 0a7 7 0 1 0 14 0a7 7 0 1 0 -14 0', 'M21 21l-6 -6']} {...props} />
);
export const IconLogin = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M15 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2',
      'M21 12h-13l3 -3',
      'M11 15l-3 -3',
    ]}
    {...props}
  />
);
export const IconLogout = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M14 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2',
      'M9 12h12l-3 -3',
      'M18 15l3 -3',
    ]}
    {...props}
  />
);
export const IconUser = (props: IconProps) => (
  <SvgIcon paths={['M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0', 'M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2']} {...props} />
);
export const IconSettings = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M10.325 4.317c.426 -1.756 2.924 -1.756 3.35 0a1.724 1.724 0 0 0 2.573 1.066c1.543 -.94 3.31 .826 2.37 2.37a1.724 1.724 0 0 0 1.065 2.572c1.756 .426 1.756 2.924 0 3.35a1.724 1.724 0 0 0 -1.066 2.573c.94 1.543 -.826 3.31 -2.37 2.37a1.724 1.724 0 0 0 -2.572 1.065c-.426 1.756 -2.924 1.756 -3.35 0a1.724 1.724 0 0 0 -2.573 -1.066c-1.543 .94 -3.31 -.826 -2.37 -2.37a1.724 1.724 0 0 0 -1.065 -2.572c-1.756 -.426 -1.756 -2.924 0 -3.35a1.724 1.724 0 0 0 1.066 -2.573c-.94 -1.543 .826 -3.31 2.37 -2.37c1 .608 2.296 .07 2.572 -1.065z',
      'M9 12a3 3 0 1 0 6 0a3 3 0 0 0 -6 0',
    ]}
    {...props}
  />
);
export const IconUsers = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M9 7m-4 0a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
      'M3 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2',
      'M16 3.13a4 4 0 0 1 0 7.75',
      'M21 21v-2a4 4 0 0 0 -3 -3.85',
    ]}
    {...props}
  />
);
export const IconShare = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M6 12m-3 0a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
      'M18 6m-3 0a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
      'M18 18m-3 0a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
      'M8.7 10.7l6.6 -3.4',
      'M8.7 13.3l6.6 3.4',
    ]}
    {...props}
  />
);
export const IconPencil = (props: IconProps) => (
  <SvgIcon paths={['M4 20h4l10.5 -10.5a2.828 2.828 0 1 0 -4 -4l-10.5 10.5v4', 'M13.5 6.5l4 4']} {...props} />
);
export const IconTrash = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M4 7l16 0',
      'M10 11l0 6',
      'M14 11l0 6',
      'M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12',
      'M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3',
    ]}
    {...props}
  />
);
export const IconCopy = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M8 8m0 2a2 2 0 0 1 2 -2h8a2 2 0 0 1 2 2v8a2 2 0 0 1 -2 2h-8a2 2 0 0 1 -2 -2z',
      'M16 8v-2a2 2 0 0 0 -2 -2h-8a2 2 0 0 0 -2 2v8a2 2 0 0 0 2 2h2',
    ]}
    {...props}
  />
);
export const IconDoorEnter = (props: IconProps) => (
  <SvgIcon
    paths={['M13 12v.01', 'M3 21h18', 'M5 21v-16a2 2 0 0 1 2 -2h6m4 10.5v7.5', 'M21 7h-7m3 -3l-3 3l3 3']}
    {...props}
  />
);
export const IconTrophy = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M8 21l8 0',
      'M12 17l0 4',
      'M7 4l10 0',
      'M17 4v8a5 5 0 0 1 -10 0v-8',
      'M5 9m-2 0a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
      'M19 9m-2 0a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    ]}
    {...props}
  />
);
export const IconHeart = (props: IconProps) => (
  <SvgIcon paths={['M19.5 12.572l-7.5 7.428l-7.5 -7.428a5 5 0 1 1 7.5 -6.566a5 5 0 1 1 7.5 6.572']} {...props} />
);
export const IconCalendar = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M4 7a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2v-12z',
      'M16 3v4',
      'M8 3v4',
      'M4 11h16',
    ]}
    {...props}
  />
);
export const IconArrowRight = (props: IconProps) => (
  <SvgIcon paths={['M5 12l14 0', 'M13 18l6 -6', 'M13 6l6 6']} {...props} />
);
export const IconChevronDown = (props: IconProps) => <SvgIcon paths={['M6 9l6 6l6 -6']} {...props} />;
export const IconBell = (props: IconProps) => (
  <SvgIcon
    paths={[
      'M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6',
      'M9 17v1a3 3 0 0 0 6 0v-1',
    ]}
    {...props}
  />
);
