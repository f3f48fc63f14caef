import { messages } from '@switchboard/domain';
import { EmptyState } from '@switchboard/ui';

/** The interim content of a section whose feature another part of the work builds. */
export function ArrivesWithFeature() {
  return <EmptyState description={messages.settings.arrivesWithFeature} />;
}
