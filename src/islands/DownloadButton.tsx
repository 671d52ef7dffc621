import { withErrorBoundary } from './ErrorBoundary.tsx';
import { Icon } from './IconSvg.tsx';
import { useHydrated } from './hooks.ts';

export interface DownloadButtonProps {
  /** File name without or with ".txt", e.g. the article title. */
  filename: string;
  /** The file's plain-text content, computed at build time. */
  text: string;
  /** Visible button text, e.g. "Download". */
  label: string;
}

/** "Understanding Tree Surgery: A Guide" → "Understanding Tree Surgery A Guide.txt" (safe on every OS). */
export function textFileName(title: string): string {
  const base = title
    .replace(/\.txt$/i, '')
    .replace(/[\\/:*?"<>|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || 'download'}.txt`;
}

/** Saves `text` as a .txt file built in the browser and named from the title: no server involved. */
function DownloadButton({ filename, text, label }: DownloadButtonProps) {
  const hydrated = useHydrated();
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = textFileName(filename);
    link.click();
    // Give the browser a moment to start the download before the blob is released.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <button
      type="button"
      onClick={download}
      disabled={!hydrated}
      className="btn-secondary disabled:cursor-default disabled:opacity-60"
    >
      <Icon name="download" />
      {label}
    </button>
  );
}

export default withErrorBoundary(DownloadButton, 'DownloadButton');
