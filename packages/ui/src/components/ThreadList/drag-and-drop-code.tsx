import type { Ref } from 'react';
import { type DragAndDropOptions, GridList, type GridListProps, useDragAndDrop } from 'react-aria-components';

// The kit's drag and drop code (react-aria's drag manager, its drag and drop hooks and their delegates,
// ~40 KB raw), in a chunk of its own: the lists paint their first rows without it, and it is loaded after
// (load-drag-and-drop.ts). Nothing on the startup path may import this file other than through that loader.

export { useDrop } from 'react-aria';
export { DropIndicator } from 'react-aria-components';

export type DraggableGridListProps<T> = GridListProps<T> & {
  /** react-aria's drag and drop options (the same object from render to render keeps the hooks). */
  dragAndDrop: DragAndDropOptions<T>;
  ref?: Ref<HTMLDivElement>;
};

/** A GridList with react-aria's drag and drop hooks built from `dragAndDrop`. */
export function DraggableGridList<T extends object>({ dragAndDrop, ...props }: DraggableGridListProps<T>) {
  const { dragAndDropHooks } = useDragAndDrop(dragAndDrop);
  return <GridList {...props} dragAndDropHooks={dragAndDropHooks} />;
}
