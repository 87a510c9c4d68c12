import { describe, expect, it } from 'vitest';
import { closeAllModalViews, modalViewStore, openModalView } from '../../src/shell/layout/modalViews';

describe('modal views opened from anywhere', () => {
  it('are listed until closed, and tell the opener whether they were confirmed', async () => {
    const first = openModalView({ title: 'app.layout.profile.title', content: 'first' });
    const second = openModalView({ title: 'app.layout.password.title', content: 'second' });
    const open = modalViewStore.get();
    expect(open.map((view) => view.options.content)).toEqual(['first', 'second']);

    open[1].close(true);
    expect(modalViewStore.get().map((view) => view.options.content)).toEqual(['first']);
    open[0].close(false);
    expect(modalViewStore.get()).toEqual([]);
    await expect(second).resolves.toBe(true);
    await expect(first).resolves.toBe(false);
  });

  it('are all cancelled when the layout showing them goes away', async () => {
    const pending = [openModalView({ title: 'a', content: 'a' }), openModalView({ title: 'b', content: 'b' })];
    let told = 0;
    const stop = modalViewStore.subscribe(() => {
      told += 1;
    });
    closeAllModalViews();
    stop();
    expect(modalViewStore.get()).toEqual([]);
    expect(told).toBe(2);
    await expect(Promise.all(pending)).resolves.toEqual([false, false]);
  });
});
