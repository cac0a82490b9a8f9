import { Button } from '@mantine/core';
import { IconShare } from '../../../components/icons.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

/**
 * The spec's button does nothing; a player expects it to share something the group chat can use.
 * The results page is for members only, so what is shared is a text summary (lib/summary.ts):
 * through the system share sheet where the browser has one, else to the clipboard.
 */
export function ShareResultsButton({ title, text }: { title: string; text: string }) {
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the player closed the sheet
      }
    }
    try {
      await copyText(text);
      notifySuccess('Results copied!', 'Paste them anywhere: the video links open for everyone.');
    } catch (error) {
      notifyError(error, 'Failed to copy the results');
    }
  };

  return (
    <Button variant="white" color="dark" leftSection={<IconShare size={16} />} onClick={() => void share()}>
      Share Results
    </Button>
  );
}
