import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Stack from '@mui/material/Stack';
import type { EntitySchema } from '../../../generator/entity-schema';
import { FIELD_LIST_ID, FieldList } from './FieldList';
import type { FieldType } from './fieldTypes';
import { PALETTE_PREFIX, Palette } from './Palette';

/** A type from the palette lands only where the pointer is; a field moved by keyboard goes to the nearest place. */
const collisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length > 0 || String(args.active.id).startsWith(PALETTE_PREFIX)) return hits;
  return closestCenter(args);
};

interface Props {
  schema: EntitySchema;
  selected: string | null;
  problems: Record<string, string[]>;
  onAdd(type: FieldType, index?: number): void;
  onMove(from: number, to: number): void;
  onSelect(name: string): void;
  onRemove(name: string): void;
}

/**
 * The palette and the field list under one drag-and-drop context: a type dropped on
 * the list is added where it lands, a field dragged (or moved by keyboard) is reordered.
 */
export function BuilderBoard({ schema, onAdd, onMove, ...list }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const names = Object.keys(schema.properties ?? {});

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const dragged = String(active.id);
    const target = String(over.id);
    if (dragged.startsWith(PALETTE_PREFIX)) {
      const index = names.indexOf(target);
      onAdd(
        dragged.slice(PALETTE_PREFIX.length) as FieldType,
        target === FIELD_LIST_ID || index < 0 ? undefined : index,
      );
      return;
    }
    const from = names.indexOf(dragged);
    const to = names.indexOf(target);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext sensors={sensors} collisionDetection={collisions} onDragEnd={onDragEnd}>
      <Stack spacing={2}>
        <Palette onAdd={(type) => onAdd(type)} />
        <FieldList schema={schema} {...list} />
      </Stack>
    </DndContext>
  );
}
