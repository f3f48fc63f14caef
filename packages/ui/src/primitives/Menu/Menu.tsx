import type { ReactNode } from 'react';
import {
  Header,
  Keyboard,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  MenuSection as RACMenuSection,
  MenuTrigger as RACMenuTrigger,
  type MenuTriggerProps as RACMenuTriggerProps,
  Popover as RACPopover,
  Separator,
  SubmenuTrigger,
} from 'react-aria-components';
import * as field from '../field.css';
import { Kbd } from '../Kbd/Kbd';
import * as styles from './Menu.css';

export interface MenuTriggerProps extends RACMenuTriggerProps {
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end' | 'end top';
}

/**
 * A trigger button followed by a `Menu`: `<MenuTrigger><IconButton .../><Menu>...</Menu></MenuTrigger>`.
 * Press, Enter, Space or ArrowDown opens it; Escape closes and focus returns to the trigger.
 */
export function MenuTrigger({ children, placement = 'bottom start', ...props }: MenuTriggerProps) {
  const [trigger, menu] = Array.isArray(children) ? children : [children, null];
  return (
    <RACMenuTrigger {...props}>
      {trigger}
      <RACPopover placement={placement} offset={4} className={`${field.popover} ${styles.popover}`}>
        {menu}
      </RACPopover>
    </RACMenuTrigger>
  );
}

export interface MenuProps<T> extends Omit<RACMenuProps<T>, 'className' | 'style'> {}

export function Menu<T extends object>(props: MenuProps<T>) {
  return <RACMenu {...props} className={styles.menu} />;
}

export interface MenuItemProps<T> extends Omit<RACMenuItemProps<T>, 'className' | 'style' | 'children'> {
  children: ReactNode;
  icon?: ReactNode;
  /** A shortcut hint in the spec's syntax (`g i`, `mod+comma`). */
  shortcut?: string;
  description?: ReactNode;
  /** Styles a destructive action (delete, leave). */
  isDanger?: boolean;
}

export function MenuItem<T extends object>({
  children,
  icon,
  shortcut,
  description,
  isDanger,
  ...props
}: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACMenuItem {...props} textValue={textValue} className={field.item} data-danger={isDanger || undefined}>
      {({ hasSubmenu, isSelected, selectionMode }) => (
        <>
          {selectionMode !== 'none' ? (
            <span className={field.check} aria-hidden="true">
              {isSelected ? '✓' : null}
            </span>
          ) : null}
          {icon ? (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <span className={styles.text}>
            <span className={field.itemLabel}>{children}</span>
            {description ? <span className={field.itemDescription}>{description}</span> : null}
          </span>
          {shortcut ? (
            <Keyboard className={field.itemEnd}>
              <Kbd shortcut={shortcut} tone="subtle" />
            </Keyboard>
          ) : null}
          {hasSubmenu ? (
            <span className={field.itemEnd} aria-hidden="true">
              ›
            </span>
          ) : null}
        </>
      )}
    </RACMenuItem>
  );
}

export interface MenuSectionProps {
  title?: string;
  children: ReactNode;
}

export function MenuSection({ title, children }: MenuSectionProps) {
  return (
    <RACMenuSection className={styles.section}>
      {title ? <Header className={field.sectionHeader}>{title}</Header> : null}
      {children}
    </RACMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

/** A menu item that opens a nested menu: `<SubmenuTrigger><MenuItem/><Submenu>...</Submenu></SubmenuTrigger>`. */
export { SubmenuTrigger };

export function Submenu<T extends object>(props: MenuProps<T>) {
  return (
    <RACPopover offset={-4} className={`${field.popover} ${styles.popover}`}>
      <Menu {...props} />
    </RACPopover>
  );
}
