import { json } from '@codemirror/lang-json';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo } from 'react';

interface Props {
  value: string;
  onChange(value: string): void;
  label: string;
}

/** The schema's JSON, highlighted. This module carries CodeMirror and loads only with the builder's JSON view. */
export default function JsonEditor({ value, onChange, label }: Props) {
  const extensions = useMemo(
    () => [json(), EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true' })],
    [label],
  );
  return <CodeMirror value={value} onChange={onChange} extensions={extensions} minHeight="240px" maxHeight="480px" />;
}
