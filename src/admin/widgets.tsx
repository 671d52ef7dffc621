/**
 * The editor's own controls: Decap's text box, text area and group with the build's checks added (src/admin/
 * checks.ts), and one day of opening hours (opens and closes as time pickers, or closed, and a note). A control
 * refuses a mistake next to itself through Decap's `isValid`, so nothing is saved until it is right.
 */
import { Component, type ComponentClass } from 'react';
import { fieldProblem } from './checks.ts';
import type { EditorClaims } from '../lib/claim-editing.ts';

/** Each brand's claims (the configuration's `claims`, src/admin/admin-config.ts claimsKey), set once at start. */
let claimsByBrand: Readonly<Record<string, EditorClaims>> = {};
export function setClaims(claims: Readonly<Record<string, EditorClaims>>): void {
  claimsByBrand = claims;
}

/** The parts of Decap's field (an Immutable map) the controls read. */
export interface FieldMap {
  get(name: string): unknown;
}

export interface ControlProps {
  field: FieldMap;
  value?: unknown;
  forID: string;
  classNameWrapper: string;
  parentIds?: string[];
  onChange: (value: unknown) => void;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
}

type Validity = true | { error: { type: 'CUSTOM'; message: string; parentIds?: string[] } };

/** `Base` (a Decap control class) with the build's check of its field as `isValid`. */
export function withCheck(Control: ComponentClass<ControlProps>): ComponentClass<ControlProps> {
  const Base = Control as unknown as new (props: ControlProps) => Component<ControlProps>;
  return class Checked extends Base {
    /** The control's own check, if it has one (the select's count of choices): it still comes first. */
    private readonly ownCheck = (this as unknown as { isValid?: () => Validity | undefined }).isValid;
    isValid = (): Validity => {
      const own = this.ownCheck?.call(this);
      if (own !== undefined && own !== true) return own;
      const { field } = this.props;
      const pattern = (field.get('pattern') as { toJS?: () => [string, string] } | undefined)?.toJS?.();
      const claims = claimsByBrand[String(field.get('claims'))];
      const file = field.get('claims_file') as string | undefined;
      const problem = fieldProblem(
        field.get('check') as string | undefined,
        this.props.value,
        pattern,
        false,
        claims,
        file,
      );
      if (!problem) return true;
      const label = String(this.props.field.get('label') ?? '');
      return { error: { type: 'CUSTOM', message: `${label} ${problem}.`, parentIds: this.props.parentIds } };
    };
  };
}

interface Day {
  closed?: boolean;
  opens?: string;
  closes?: string;
  note?: string;
}

const plainDay = (value: unknown): Day =>
  (value && typeof (value as { toJS?: unknown }).toJS === 'function'
    ? (value as { toJS(): Day }).toJS()
    : (value as Day | undefined)) ?? {};

/** The words the control shows, from the field's own labels (src/admin/editor-labels.ts, via the configuration). */
interface DayWords {
  closed: string;
  opens: string;
  closes: string;
  note: string;
  noteHint: string;
}

/** One day of the week: open from a time to a time, or closed all day; with an optional note. */
export class OpeningDayControl extends Component<ControlProps> {
  isValid = (): Validity => {
    const problem = fieldProblem(
      this.props.field.get('check') as string | undefined,
      plainDay(this.props.value),
      undefined,
      true,
    );
    if (!problem) return true;
    const label = String(this.props.field.get('label') ?? '');
    return { error: { type: 'CUSTOM', message: `${label}: ${problem}.`, parentIds: this.props.parentIds } };
  };

  private change(day: Day) {
    // A closed day keeps no times; an empty note is no note.
    const next: Day = day.closed
      ? { closed: true, ...(day.note ? { note: day.note } : {}) }
      : {
          ...(day.opens ? { opens: day.opens } : {}),
          ...(day.closes ? { closes: day.closes } : {}),
          ...(day.note ? { note: day.note } : {}),
        };
    this.props.onChange(next);
  }

  render() {
    const { forID, classNameWrapper, field, setActiveStyle, setInactiveStyle } = this.props;
    const day = plainDay(this.props.value);
    const label = String(field.get('label') ?? '');
    const words = (field.get('words') as { toJS?: () => DayWords } | undefined)?.toJS?.() ?? {
      closed: 'Closed all day',
      opens: 'Opens',
      closes: 'Closes',
      note: 'Note',
      noteHint: '',
    };
    const box = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem 1.5rem', alignItems: 'center' } as const;
    const input = { font: 'inherit', padding: '0.35rem 0.5rem', border: '1px solid #767676', borderRadius: 4 };
    return (
      <div className={classNameWrapper} onFocus={setActiveStyle} onBlur={setInactiveStyle}>
        <div style={box}>
          <label>
            <input
              id={forID}
              aria-label={`${label}: ${words.closed}`}
              type="checkbox"
              checked={!!day.closed}
              onChange={(event) => this.change({ ...day, closed: event.target.checked })}
            />{' '}
            {words.closed}
          </label>
          {!day.closed && (
            <>
              <label>
                {words.opens}{' '}
                <input
                  type="time"
                  aria-label={`${label}: ${words.opens}`}
                  style={input}
                  value={day.opens ?? ''}
                  onChange={(event) => this.change({ ...day, opens: event.target.value })}
                />
              </label>
              <label>
                {words.closes}{' '}
                <input
                  type="time"
                  aria-label={`${label}: ${words.closes}`}
                  style={input}
                  value={day.closes ?? ''}
                  onChange={(event) => this.change({ ...day, closes: event.target.value })}
                />
              </label>
            </>
          )}
          <label style={{ flex: '1 1 16rem' }}>
            {words.note}{' '}
            <input
              type="text"
              aria-label={`${label}: ${words.note}`}
              style={{ ...input, width: '100%', boxSizing: 'border-box' }}
              value={day.note ?? ''}
              placeholder={words.noteHint}
              onChange={(event) => this.change({ ...day, note: event.target.value })}
            />
          </label>
        </div>
      </div>
    );
  }
}

/** How the preview pane shows a day (previews are off; Decap still asks for one). */
export function OpeningDayPreview({ value }: { value?: unknown }) {
  const day = plainDay(value);
  return <p>{day.closed ? 'Closed' : `${day.opens ?? ''} – ${day.closes ?? ''}`}</p>;
}
