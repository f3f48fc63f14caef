import type { ReactNode } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabsProps extends Omit<RACTabsProps, 'className' | 'style'> {}

/** Tabs (react-aria): arrows move between tabs, Home/End jump, the panel follows. */
export function Tabs(props: TabsProps) {
  return <RACTabs {...props} className={styles.tabs} />;
}

export interface TabListProps<T> extends Omit<RACTabListProps<T>, 'className' | 'style'> {
  /** `underline` for page sections, `pill` for compact switches (My Team: All, Members, Invited). */
  variant?: 'underline' | 'pill';
}

export function TabList<T extends object>({ variant = 'underline', ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={styles.tabList({ variant })} />;
}

export interface TabProps extends Omit<RACTabProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

export function Tab({ children, ...props }: TabProps) {
  return (
    <RACTab {...props} className={styles.tab}>
      {children}
    </RACTab>
  );
}

export interface TabPanelProps extends Omit<RACTabPanelProps, 'className' | 'style'> {}

export function TabPanel(props: TabPanelProps) {
  return <RACTabPanel {...props} className={styles.panel} />;
}
