// Mantine styles per component instead of the whole @mantine/core/styles.css (≈42 KB gzip).
// This is the entry's stylesheet, which every page links, the landing included, so it holds
// only what the landing and the app's frame (header, toasts, error and loading states) draw;
// the landing's CSS on the wire stays ≤ 15 KB. What only a signed-in player's screens draw is
// in signed-in-styles.ts. Order matters: globals, then the building blocks other components
// reuse (mantine.dev/styles/css-files-list), then the components. A component the landing or
// the frame starts to use needs its sheet here; one only signed-in screens use goes to
// signed-in-styles.ts, or beside the one screen that uses it (Tabs, SegmentedControl, Progress).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
// The theme's own variables (src/theme.ts), made at build time by build/theme-css.ts.
import 'virtual:theme.css';
import '@mantine/core/styles/global.css';

import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';

import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';

import '@mantine/notifications/styles.css';
