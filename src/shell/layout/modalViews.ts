import type { ReactNode } from 'react';
import type { ModalViewProps } from './ModalView';

/** A view's content; given `close` when it must end the modal itself (a link leaving the page). */
export type ModalViewContent = ReactNode | ((close: (confirmed: boolean) => void) => ReactNode);

export type ModalViewOptions = Omit<ModalViewProps, 'open' | 'onClose' | 'children'> & { content: ModalViewContent };

export interface OpenModalView {
  id: number;
  options: ModalViewOptions;
  close(confirmed: boolean): void;
}

type Listener = () => void;

let views: readonly OpenModalView[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly OpenModalView[]) {
  views = next;
  for (const listener of listeners) listener();
}

/**
 * Opens a view in a modal from anywhere, a menu item that closes with its menu
 * included. Resolves `true` when it was confirmed, `false` when it was cancelled.
 * The views show inside the console's layout, under its providers.
 */
export function openModalView(options: ModalViewOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    const close = (confirmed: boolean) => {
      publish(views.filter((view) => view.id !== id));
      resolve(confirmed);
    };
    publish([...views, { id, options, close }]);
  });
}

/** Cancels every open view: the layout that shows them is going away (signing out). */
export function closeAllModalViews(): void {
  for (const view of views) view.close(false);
}

export const modalViewStore = {
  get: (): readonly OpenModalView[] => views,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
