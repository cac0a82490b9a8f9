import { VideoThumbnail } from '../../../components/video-thumbnail.tsx';
import classes from './results.module.css';

/** A result's thumbnail; the app's placeholder stands in when it cannot load. */
export function Thumbnail({ src, title }: { src: string; title: string }) {
  return <VideoThumbnail src={src} alt={title} className={classes.thumbnail} />;
}
