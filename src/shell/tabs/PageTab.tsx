import Chip from '@mui/material/Chip';
import type { DragEvent, MouseEvent } from 'react';
import type { Point } from './menuPlacement';
import type { DropSide, OpenTab } from './openTabs';
import { TabTitle } from './TabTitle';
import type { TabSubject } from './tabSubject';

const MIDDLE_BUTTON = 1;

interface PageTabProps {
  tab: OpenTab;
  subject: TabSubject;
  active: boolean;
  pinned: boolean;
  /** Whether one of the strip's tabs is being dragged: only a tab may be dropped on another. */
  dragging: boolean;
  /** Where the tab dragged over this one would land. */
  dropSide?: DropSide;
  onOpen: () => void;
  onClose: () => void;
  /** The record the tab shows was found deleted. */
  onRecordGone: () => void;
  onMenu: (pointer: Point) => void;
  onDragStart: () => void;
  onDragOver: (side: DropSide) => void;
  onDrop: (side: DropSide) => void;
  onDragEnd: () => void;
}

function sideOf(event: DragEvent<HTMLElement>): DropSide {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left + box.width / 2 ? 'before' : 'after';
}

/** Where the menu opens: at the pointer, or under the tab when the keyboard asked for it (no pointer then). */
function menuPointer(event: MouseEvent<HTMLElement>): Point {
  if (event.clientX !== 0 || event.clientY !== 0) return { x: event.clientX, y: event.clientY };
  const box = event.currentTarget.getBoundingClientRect();
  return { x: box.left, y: box.bottom };
}

/**
 * One tab of the strip: a click opens its page, the cross or a middle click
 * closes it (not when pinned), a right click opens its menu, and it can be
 * dragged before or after another.
 */
export function PageTab(props: PageTabProps) {
  const { tab, subject, active, pinned, dropSide } = props;
  const closable = !pinned;

  return (
    <Chip
      role="tab"
      aria-selected={active}
      data-path={tab.path}
      label={<TabTitle subject={subject} onRecordGone={props.onRecordGone} />}
      size="small"
      color={active ? 'primary' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      onClick={props.onOpen}
      onDelete={closable ? props.onClose : undefined}
      onMouseDown={(event: MouseEvent) => {
        // The middle button would otherwise start the browser's autoscroll.
        if (event.button === MIDDLE_BUTTON) event.preventDefault();
      }}
      onAuxClick={(event: MouseEvent) => {
        if (event.button !== MIDDLE_BUTTON) return;
        event.preventDefault();
        if (closable) props.onClose();
      }}
      onContextMenu={(event: MouseEvent<HTMLElement>) => {
        event.preventDefault();
        props.onMenu(menuPointer(event));
      }}
      draggable={!pinned}
      onDragStart={(event: DragEvent<HTMLElement>) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', tab.url);
        props.onDragStart();
      }}
      onDragOver={(event: DragEvent<HTMLElement>) => {
        if (!props.dragging) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        props.onDragOver(sideOf(event));
      }}
      onDrop={(event: DragEvent<HTMLElement>) => {
        if (!props.dragging) return;
        event.preventDefault();
        props.onDrop(sideOf(event));
      }}
      onDragEnd={props.onDragEnd}
      sx={{
        flexShrink: 0,
        maxWidth: 220,
        borderRadius: 1,
        cursor: 'pointer',
        boxShadow: (theme) =>
          dropSide ? `${dropSide === 'before' ? -3 : 3}px 0 0 ${theme.palette.primary.main}` : undefined,
      }}
    />
  );
}
