import { sql } from '@codemirror/lang-sql';
import CodeMirror, { EditorView, keymap, Prec } from '@uiw/react-codemirror';
import { useMemo } from 'react';

interface Props {
  value: string;
  onChange(value: string): void;
  /** Ctrl+Enter (⌘+Enter on a Mac). */
  onRun(): void;
  label: string;
}

/**
 * The statement's editor, with SQL highlighting. This module carries CodeMirror and
 * is loaded only when the SQL console opens.
 */
export default function SqlEditor({ value, onChange, onRun, label }: Props) {
  const extensions = useMemo(
    () => [
      sql(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true' }),
      // Before the default keymap, which gives Mod-Enter to a new line.
      Prec.highest(
        keymap.of([
          {
            key: 'Mod-Enter',
            preventDefault: true,
            run: () => {
              onRun();
              return true;
            },
          },
        ]),
      ),
    ],
    [label, onRun],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      minHeight="120px"
      maxHeight="320px"
      basicSetup={{ foldGutter: false }}
    />
  );
}
