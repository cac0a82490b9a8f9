import { useState } from 'react';
import classes from './results.module.css';

/** A video's thumbnail, loaded lazily; a gradient stands in when it cannot load (offline, removed video). */
export function Thumbnail({ src, title }: { src: string; title: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={classes.thumbnail}>
      {!failed && <img src={src} alt={title} loading="lazy" onError={() => setFailed(true)} />}
    </div>
  );
}
