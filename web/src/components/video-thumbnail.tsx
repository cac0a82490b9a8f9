import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { IconPlayerPlay } from './icons.tsx';
import classes from './video-thumbnail.module.css';

/** `className` sizes it (a width); the frame keeps 16:9. */
type Props = { src: string; className?: string | undefined; width?: number | string; alt?: string };

/**
 * A video's thumbnail, loaded lazily. When it cannot load (offline, blocked, a removed video)
 * the app's placeholder stands in: a gradient with a play mark, never a broken-image icon.
 */
export function VideoThumbnail({ src, className, width, alt = '' }: Props) {
  const [loadFailed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // In a page the server drew, the image may fail before React attaches onError, and that event
  // is not sent again: an image already settled with no pixels failed. Checked after mount, so
  // the first client render matches the server's HTML. (A lazy image not yet fetched is not
  // `complete`, so it is left to load.)
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  // No address at all is a failure known before loading: an empty src would refetch the page.
  const failed = loadFailed || !src;
  return (
    <div
      className={className ? `${classes.frame} ${className}` : classes.frame}
      style={width ? { width } : undefined}
      data-placeholder={failed || undefined}
    >
      {failed ? (
        <span className={classes.placeholder}>
          <IconPlayerPlay size={20} />
          {alt && <VisuallyHidden>{alt}</VisuallyHidden>}
        </span>
      ) : (
        <img ref={img} src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />
      )}
    </div>
  );
}
