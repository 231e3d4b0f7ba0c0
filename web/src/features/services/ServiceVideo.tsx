import { useId } from "react";
import styles from "./services.module.css";

/**
 * The introduction video: embedded when the site allows it, else a link to it. Hospital networks often
 * block video sites, and a blocked frame cannot be told apart from a slow one, so the frame sits on a
 * text placeholder (seen whenever the player does not draw) and a link to the video is always given.
 */
export function ServiceVideo({
  name,
  videoUrl,
  videoEmbedUrl,
}: {
  readonly name: string;
  readonly videoUrl: string;
  readonly videoEmbedUrl: string | null;
}) {
  const noteId = useId();
  const link = (
    <a href={videoUrl} target="_blank" rel="noopener noreferrer" data-testid="video-link">
      紹介動画を見る<span className="visually-hidden">（新しいタブで開きます）</span>
    </a>
  );
  return (
    <section aria-labelledby="detail-video">
      <h2 id="detail-video">紹介動画</h2>
      {videoEmbedUrl ? (
        <>
          <div className={styles.videoFrame}>
            <p className={styles.videoFrameFallback} aria-hidden="true">
              動画を読み込んでいます。表示されない場合は、下のリンクから動画サイトでご覧ください。
            </p>
            <iframe
              src={videoEmbedUrl}
              title={`${name}の紹介動画`}
              aria-describedby={noteId}
              loading="lazy"
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
              sandbox="allow-scripts allow-same-origin allow-presentation"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
          <p id={noteId} className={styles.videoNote}>
            院内ネットワークなどで動画が再生できない場合は、{link}からご覧ください。
          </p>
        </>
      ) : (
        <p>{link}</p>
      )}
    </section>
  );
}
