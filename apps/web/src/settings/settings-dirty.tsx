import type { SettingsSection } from '@switchboard/domain';
import { createContext, useContext, useEffect } from 'react';

interface SettingsContextValue {
  /** The section shown tells whether it holds unsaved changes (the overlay asks before leaving). */
  reportDirty: (dirty: boolean) => void;
  /** Shows another section (My Team's upgrade goes to Billing). */
  goTo: (section: SettingsSection) => void;
}

export const SettingsContext = createContext<SettingsContextValue>({ reportDirty: () => {}, goTo: () => {} });

/** A section's link to the overlay; its unsaved changes are forgotten when it unmounts. */
export function useSettingsContext(): SettingsContextValue {
  const value = useContext(SettingsContext);
  const { reportDirty } = value;
  useEffect(() => () => reportDirty(false), [reportDirty]);
  return value;
}
