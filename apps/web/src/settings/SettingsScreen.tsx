import {
  DEFAULT_SETTINGS_SECTION,
  type FeatureFlag,
  type SettingsSection,
  SettingsSectionSchema,
} from '@switchboard/domain';
import { SettingsOverlay } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { SETTINGS_SECTIONS } from './sections';
import { SettingsContext } from './settings-dirty';

export interface SettingsScreenProps {
  /** The section asked for (an unknown or hidden one shows My Team). */
  section: string | undefined;
  onSectionChange: (section: SettingsSection) => void;
  onClose: () => void;
}

/** The sections shown for the granted feature flags, in order. */
export function shownSections(features: readonly FeatureFlag[]): SettingsSection[] {
  return SettingsSectionSchema.options.filter((id) => {
    const flag = SETTINGS_SECTIONS[id].flag;
    return flag === null || features.includes(flag);
  });
}

/** The settings overlay with the sections the user's and the workspace's feature flags show. */
export function SettingsScreen({ section, onSectionChange, onClose }: SettingsScreenProps) {
  const { queries } = useRouteContext({ from: '__root__' });
  const self = useQuery(queries.self()).data;
  const organization = useQuery(queries.organizations()).data?.data[0];
  const features = useMemo(
    () => [...(self?.features ?? []), ...(organization?.features ?? [])],
    [self?.features, organization?.features],
  );
  const shown = shownSections(features);
  const current = shown.find((id) => id === section) ?? DEFAULT_SETTINGS_SECTION;
  const [dirty, setDirty] = useState(false);
  const context = useMemo(() => ({ reportDirty: setDirty, goTo: onSectionChange }), [onSectionChange]);
  const Section = SETTINGS_SECTIONS[current].component;

  return (
    <SettingsContext.Provider value={context}>
      <SettingsOverlay
        isOpen
        onClose={onClose}
        sections={shown.map((id) => ({ id, label: SETTINGS_SECTIONS[id].label }))}
        section={current}
        onSectionChange={(id) => {
          setDirty(false);
          onSectionChange(SettingsSectionSchema.parse(id));
        }}
        hasUnsavedChanges={dirty}
      >
        <Section />
      </SettingsOverlay>
    </SettingsContext.Provider>
  );
}
