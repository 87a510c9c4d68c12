import { useCallback, useEffect, useState } from 'react';
import type { EntitySchema } from '../../../generator/entity-schema';
import { pushState, redo, startHistory, undo } from './history';

/** Whether a key press belongs to a text the admin is typing in (its own undo applies there). */
function inTextInput(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The schema being built, with a bounded undo history over every change; Ctrl+Z and
 * Ctrl+Shift+Z (or Ctrl+Y) undo and redo outside text inputs.
 */
export function useSchemaHistory(initial: () => EntitySchema) {
  const [history, setHistory] = useState(() => startHistory(initial()));
  const change = useCallback(
    (edit: (schema: EntitySchema) => EntitySchema) =>
      setHistory((current) => pushState(current, edit(current.present))),
    [],
  );
  const reset = useCallback((schema: EntitySchema) => setHistory(startHistory(schema)), []);
  const undoChange = useCallback(() => setHistory(undo), []);
  const redoChange = useCallback(() => setHistory(redo), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || inTextInput(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undoChange();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redoChange();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undoChange, redoChange]);

  return {
    schema: history.present,
    change,
    reset,
    undo: undoChange,
    redo: redoChange,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}

export type SchemaHistory = ReturnType<typeof useSchemaHistory>;
