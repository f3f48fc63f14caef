import { SettingsAiOptions } from '@switchboard/ui';
import { useAiChatVisible, useQuickRepliesEnabled } from '../ai/ai-preferences';

/** AI options: quick-reply suggestions (synchronised across tabs) and the AI chat panel's visibility. */
export function AiOptionsSection() {
  const [quickReplies, setQuickReplies] = useQuickRepliesEnabled();
  const [chatPanel, setChatPanel] = useAiChatVisible();
  return (
    <SettingsAiOptions
      quickReplies={quickReplies}
      onQuickRepliesChange={setQuickReplies}
      chatPanel={chatPanel}
      onChatPanelChange={setChatPanel}
    />
  );
}
