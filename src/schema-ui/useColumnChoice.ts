import { useStore } from 'react-admin';

/** A column as react-admin's configurable table declares it under `preferences.<key>.availableColumns`. */
interface AvailableColumn {
  index: string;
  source?: string;
  label?: string;
}

export interface ChosenColumn extends AvailableColumn {
  shown: boolean;
}

/**
 * The columns of a configurable table, in their order, and which are shown: the same
 * stored preferences react-admin's table reads (`availableColumns` for the order,
 * `columns` for the shown ones, `omit` for those hidden until chosen).
 */
export function useColumnChoice(preferenceKey: string) {
  const [available, setAvailable] = useStore<AvailableColumn[]>(`preferences.${preferenceKey}.availableColumns`, []);
  const [omit] = useStore<string[]>(`preferences.${preferenceKey}.omit`, []);
  const [shown, setShown] = useStore<string[]>(
    `preferences.${preferenceKey}.columns`,
    available.filter((column) => !column.source || !omit.includes(column.source)).map((column) => column.index),
  );
  const inOrder = (order: AvailableColumn[], indexes: string[]) =>
    order.filter((column) => indexes.includes(column.index)).map((column) => column.index);

  return {
    columns: available.map((column): ChosenColumn => ({ ...column, shown: shown.includes(column.index) })),
    toggle(index: string) {
      setShown(shown.includes(index) ? shown.filter((one) => one !== index) : inOrder(available, [...shown, index]));
    },
    move(from: number, to: number) {
      if (to < 0 || to >= available.length) return;
      const order = [...available];
      const [moved] = order.splice(from, 1);
      order.splice(to, 0, moved);
      setAvailable(order);
      setShown(inOrder(order, shown));
    },
  };
}
