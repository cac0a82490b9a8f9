// The Mantine sheets only a signed-in player's screens draw (dialogs, menus, inputs, avatars…),
// kept out of the entry's stylesheet (styles.ts) so the landing does not carry them. Imported
// by every screen a signed-in player sees (app/routes/*, and the lazy parts of the app's frame
// drawn only for them: My Rooms on '/', the user menu, the bell, nudges), so Vite loads this
// sheet with their code; a page the server draws links it too (app/server-render.tsx), so it
// paints styled before the app starts. Order matters, as in styles.ts, which comes first: the
// building blocks other components reuse, then the components.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
// Switch, Checkbox and Radio lay out their label beside the control with it.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/FloatingIndicator.css';

import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Tooltip.css';
