/**
 * Decap's English messages for a refused field, reworded for an owner: "Email must be a valid e-mail address."
 * rather than "Email didn't match the pattern: …" (the pattern's part is the schema's own message).
 */
type Phrases = Record<string, unknown>;

export function ownerWords(en: Phrases): Phrases {
  const editor = (en.editor ?? {}) as Phrases;
  const pane = (editor.editorControlPane ?? {}) as Phrases;
  const control = (editor.editorControl ?? {}) as Phrases;
  return {
    ...en,
    editor: {
      ...editor,
      // Read out by screen readers for each field: Decap would name the widget ("checked-string field").
      editorControl: { ...control, field: { ...((control.field ?? {}) as Phrases), widgetLabel: 'Field' } },
      editorControlPane: {
        ...pane,
        widget: {
          ...((pane.widget ?? {}) as Phrases),
          required: '%{fieldLabel} is needed.',
          regexPattern: '%{fieldLabel} %{pattern}.',
          processing: '%{fieldLabel} is being checked.',
          rangeCount: '%{fieldLabel} needs between %{minCount} and %{maxCount}.',
          rangeCountExact: '%{fieldLabel} needs exactly %{count}.',
          rangeMin: '%{fieldLabel} needs at least %{minCount}.',
          rangeMax: '%{fieldLabel} may have at most %{maxCount}.',
        },
      },
    },
  };
}
