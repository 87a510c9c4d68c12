import { useEffect, useSyncExternalStore } from 'react';
import { ModalView } from './ModalView';
import { closeAllModalViews, modalViewStore } from './modalViews';

/** Shows the views opened with `openModalView`, the latest on top. */
export function ModalViewHost() {
  const views = useSyncExternalStore(modalViewStore.subscribe, modalViewStore.get);
  // A view left open must not come back with the next sign-in.
  useEffect(() => closeAllModalViews, []);
  return views.map(({ id, options: { content, ...options }, close }) => (
    <ModalView key={id} open onClose={close} {...options}>
      {typeof content === 'function' ? content(close) : content}
    </ModalView>
  ));
}
