/**
 * The picture of a gallery or recent-work item: which shared picture it shows (an image key), and the owner's
 * own photo for it. The build takes a brand's photo from brands/<id>/images/<key>.<ext> (src/build/brand-images.ts),
 * so an upload is stored under the item's key whatever the file was called; it is saved with the entry.
 */
import { useState, type ChangeEvent } from 'react';

interface FieldMap {
  get(name: string): unknown;
}

interface PhotoKeyProps {
  value?: string;
  field: FieldMap;
  forID: string;
  classNameWrapper: string;
  onChange: (value: string) => void;
  onPersistMedia: (file: File, options: { field: FieldMap }) => Promise<void>;
}

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

export function PhotoKeyControl({ value, field, forID, classNameWrapper, onChange, onPersistMedia }: PhotoKeyProps) {
  const [uploaded, setUploaded] = useState<string>();
  const options = (field.get('options') as { toJS(): string[] } | undefined)?.toJS() ?? [];
  const folder = String(field.get('media_folder') ?? '').replace(/^\//, '');
  const key = value ?? '';

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const extension = file && extensions[file.type];
    if (!file || !extension || !key) return;
    const name = `${key}.${extension}`;
    await onPersistMedia(new File([file], name, { type: file.type }), { field });
    setUploaded(`${folder}/${name}`);
  };

  return (
    <div className={classNameWrapper}>
      <select id={forID} value={key} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <p>
        <label>
          Your own photo for this picture (JPEG, PNG, WebP or AVIF, at least 1600 × 1000 px):{' '}
          <input type="file" accept={Object.keys(extensions).join(',')} onChange={upload} disabled={!key} />
        </label>
      </p>
      {uploaded && <p role="status">Saved with this entry as {uploaded}</p>}
    </div>
  );
}
