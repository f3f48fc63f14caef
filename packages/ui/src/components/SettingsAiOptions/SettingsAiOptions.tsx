import { messages } from '@switchboard/domain';
import { useId } from 'react';
import { Switch } from '../../primitives/Switch/Switch';
import * as styles from './SettingsAiOptions.css';

export interface SettingsAiOptionsProps {
  quickReplies: boolean;
  onQuickRepliesChange: (on: boolean) => void;
  chatPanel: boolean;
  onChatPanelChange: (on: boolean) => void;
}

/** The AI options section: quick-reply suggestions on or off, and whether the AI chat panel shows. */
export function SettingsAiOptions({
  quickReplies,
  onQuickRepliesChange,
  chatPanel,
  onChatPanelChange,
}: SettingsAiOptionsProps) {
  const t = messages.settings.aiOptions;
  const repliesHint = useId();
  const chatHint = useId();
  return (
    <div className={styles.root}>
      <div className={styles.option}>
        <Switch isSelected={quickReplies} onChange={onQuickRepliesChange} aria-describedby={repliesHint}>
          {t.quickReplies}
        </Switch>
        <p id={repliesHint} className={styles.hint}>
          {t.quickRepliesHint}
        </p>
      </div>
      <div className={styles.option}>
        <Switch isSelected={chatPanel} onChange={onChatPanelChange} aria-describedby={chatHint}>
          {t.chatPanel}
        </Switch>
        <p id={chatHint} className={styles.hint}>
          {t.chatPanelHint}
        </p>
      </div>
    </div>
  );
}
