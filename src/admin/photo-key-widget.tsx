/**
 * The picture of a gallery, recent-work or service-page slot: which shared picture it shows (an image key), and the
 * owner's own photo for it. The build takes a brand's photo from brands/<id>/images/<key>.<ext>
 * (src/render-time/brand-images.ts), so an upload is stored under the slot's key whatever the file was called; it is
 * saved with the entry. The control shows the picture the site shows (the owner's photo, else the shared one),
 * refuses, before anything is saved, a file that is not a photo or is too small (lib/photo-check.ts, the build's
 * own numbers), and removes the owner's photo (the site shows the shared picture again).
 */
import { Component, type ChangeEvent } from 'react';
import { neededSize, photoRefusal, sniffFormat, type PhotoInfo } from '../lib/photo-check.ts';
import { ownPhotos, removeMedia } from './decap-store.ts';
import type { ControlProps } from './widgets.tsx';

interface Asset {
  toString(): string;
}

interface PhotoKeyProps extends ControlProps {
  onPersistMedia: (file: File, options: { field: unknown }) => Promise<void>;
  getAsset: (path: string, field: unknown) => Asset;
}

interface PhotoKeyState {
  /** The refusal of the last file chosen, next to the control. */
  refusal?: string;
  status?: string;
  /** The owner's photo shown for the key, as a URL the page can show (a blob: URL). */
  ownUrl?: string;
}

const extensions: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', heif: 'avif' };
const mimeTypes: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heif: 'image/avif',
};

/** What a chosen file is: its format from its bytes, its size once decoded (undefined when it does not decode). */
async function readPhoto(file: File): Promise<PhotoInfo | undefined> {
  const format = sniffFormat(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!format) return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const info = { format, width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return info;
  } catch {
    return undefined;
  }
}

const pictureName = (key: string) => key.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

export class PhotoKeyControl extends Component<PhotoKeyProps, PhotoKeyState> {
  state: PhotoKeyState = {};
  private polling?: ReturnType<typeof setTimeout>;

  private get key(): string {
    return typeof this.props.value === 'string' ? this.props.value : '';
  }
  private get folder(): string {
    return String(this.props.field.get('media_folder') ?? '').replace(/^\//, '');
  }
  /** The brand's own photos, seeded from the configuration (the files there when it was made). */
  private get photos() {
    const seed = (this.props.field.get('own_photos') as { toJS?: () => Record<string, string> } | undefined)?.toJS?.();
    return ownPhotos(this.folder, seed);
  }
  private get picturesUrl(): string {
    return String(this.props.field.get('pictures_url') ?? '');
  }

  componentDidMount() {
    this.showOwn();
  }
  componentDidUpdate(previous: PhotoKeyProps) {
    if (previous.value !== this.props.value) {
      this.setState({ refusal: undefined, status: undefined, ownUrl: undefined });
      this.showOwn();
    }
  }
  componentWillUnmount() {
    clearTimeout(this.polling);
  }

  /** The owner's photo of the key, loaded through Decap's backend (it may take a moment). */
  private showOwn(attempt = 0) {
    clearTimeout(this.polling);
    const own = this.photos.get(this.key);
    if (!own) return;
    if (own.url) return this.setState({ ownUrl: own.url });
    const url = this.props.getAsset(own.path.split('/').pop()!, this.props.field).toString();
    if (url && !url.endsWith('empty.svg')) return this.setState({ ownUrl: url });
    if (attempt < 50) this.polling = setTimeout(() => this.showOwn(attempt + 1), 200);
  }

  private choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    const key = this.key;
    if (!file || !key) return;
    const info = await readPhoto(file);
    const refusal = photoRefusal(key, info);
    if (refusal || !info?.format)
      return this.setState({ refusal: refusal ?? 'This file cannot be read.', status: undefined });
    const name = `${key}.${extensions[info.format]}`;
    const photos = this.photos;
    const previous = photos.get(key);
    await this.props.onPersistMedia(new File([file], name, { type: mimeTypes[info.format] }), {
      field: this.props.field,
    });
    const path = `${this.folder}/${name}`;
    // The saved photo it replaces (under another extension it would be a second file for one picture) goes on save.
    const saved = previous?.unsaved ? previous.before : previous;
    photos.set(key, { path, url: URL.createObjectURL(file), unsaved: true, before: saved });
    this.setState({
      refusal: undefined,
      ownUrl: photos.get(key)!.url,
      status: `Your photo (${info.width} × ${info.height} px) will be saved as ${path} when you publish.`,
    });
  };

  private remove = async () => {
    const key = this.key;
    const photos = this.photos;
    const own = photos.get(key);
    if (!own) return;
    await removeMedia(own.path, own.unsaved);
    // A photo not saved yet leaves the saved one it would have replaced; a saved one is gone.
    if (own.unsaved && own.before) photos.set(key, own.before);
    else photos.delete(key);
    const back = photos.get(key);
    this.setState({
      ownUrl: back?.url,
      refusal: undefined,
      status: back
        ? 'The photo you chose is not kept: your saved photo stays.'
        : 'Your photo is removed: the site shows the standard picture again.',
    });
    if (back && !back.url) this.showOwn();
  };

  render() {
    const { forID, classNameWrapper, field, onChange } = this.props;
    const key = this.key;
    const options = (
      (field.get('options') as { toJS?: () => (string | { value: string })[] } | undefined)?.toJS?.() ?? []
    ).map((option) => (typeof option === 'string' ? option : option.value));
    const needed = neededSize(key);
    const own = !!this.photos.get(key);
    const shown = own ? this.state.ownUrl : key && `${this.picturesUrl}/${key}.webp`;
    const describedBy = `${forID}-about`;
    return (
      <div className={classNameWrapper}>
        <div style={{ display: 'flex', gap: '1rem', alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {shown ? (
            <img
              src={shown}
              alt={own ? 'Your own photo for this picture' : `The standard picture: ${pictureName(key)}`}
              width={160}
              height={100}
              style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid #ccc' }}
            />
          ) : (
            <span style={{ width: 160, height: 100, display: 'inline-block', background: '#eee' }} />
          )}
          <div style={{ flex: '1 1 16rem' }}>
            <p id={describedBy} style={{ margin: '0 0 0.5rem' }}>
              {own ? 'Showing your own photo.' : `Showing the standard picture “${pictureName(key)}”.`}
            </p>
            <select
              id={forID}
              value={key}
              onChange={(event) => onChange(event.target.value)}
              aria-describedby={describedBy}
            >
              {options.map((option) => (
                <option key={option} value={option}>
                  {pictureName(option)}
                </option>
              ))}
            </select>
            <p>
              <label>
                Your own photo (JPEG, PNG, WebP or AVIF, at least {needed.width} × {needed.height} pixels):{' '}
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  onChange={this.choose}
                  disabled={!key}
                />
              </label>
            </p>
            {own && (
              <button type="button" onClick={this.remove}>
                Remove my photo
              </button>
            )}
            {this.state.refusal && (
              <p role="alert" style={{ color: '#b91c1c', fontWeight: 600 }}>
                {this.state.refusal}
              </p>
            )}
            {this.state.status && <p role="status">{this.state.status}</p>}
          </div>
        </div>
      </div>
    );
  }
}

export function PhotoKeyPreview({ value }: { value?: unknown }) {
  return <p>{String(value ?? '')}</p>;
}
