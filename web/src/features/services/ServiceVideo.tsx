import styles from "./services.module.css";

/** The introduction video: embedded when the site allows it, else a link to it. */
export function ServiceVideo({
  name,
  videoUrl,
  videoEmbedUrl,
}: {
  readonly name: string;
  readonly videoUrl: string;
  readonly videoEmbedUrl: string | null;
}) {
  return (
    <section aria-labelledby="detail-video">
      <h2 id="detail-video">紹介動画</h2>
      {videoEmbedUrl ? (
        <div className={styles.videoFrame}>
          <iframe
            src={videoEmbedUrl}
            title={`${name}の紹介動画`}
            loading="lazy"
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            sandbox="allow-scripts allow-same-origin allow-presentation"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <p>
          <a href={videoUrl} target="_blank" rel="noopener noreferrer">
            紹介動画を見る<span className="visually-hidden">（新しいタブで開きます）</span>
          </a>
        </p>
      )}
    </section>
  );
}
