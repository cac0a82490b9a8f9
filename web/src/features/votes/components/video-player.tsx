import { useState } from 'react';
import { IconPlayerPlay } from '../../../components/icons.tsx';
import classes from './video-player.module.css';

type Video = { videoId: string; title: string; thumbnail: string; duration: number | null };

function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * A video that plays in place. Only its thumbnail loads until the player asks: a grid of
 * YouTube iframes would be slow and would tell YouTube about every visit.
 */
export function VideoPlayer({ video }: { video: Video }) {
  const [playing, setPlaying] = useState(false);
  const [thumbnailFailed, setThumbnailFailed] = useState(false);

  return (
    <div className={classes.frame}>
      {playing ? (
        <iframe
          className={classes.iframe}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.videoId)}?autoplay=1&rel=0`}
          title={video.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className={classes.poster}
          onClick={() => setPlaying(true)}
          aria-label={`Play ${video.title}`}
        >
          {!thumbnailFailed && video.thumbnail && (
            <img
              className={classes.thumbnail}
              src={video.thumbnail}
              alt=""
              loading="lazy"
              onError={() => setThumbnailFailed(true)}
            />
          )}
          <span className={classes.play}>
            <IconPlayerPlay size={26} fill="currentColor" />
          </span>
          {video.duration !== null && <span className={classes.duration}>{formatDuration(video.duration)}</span>}
        </button>
      )}
    </div>
  );
}
