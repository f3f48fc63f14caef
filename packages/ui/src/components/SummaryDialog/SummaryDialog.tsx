import { messages } from '@switchboard/domain';
import Markdown from 'react-markdown';
import { Button } from '../../primitives/Button/Button';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import { Spinner } from '../../primitives/Spinner/Spinner';
import * as styles from './SummaryDialog.css';

export type SummaryState =
  | { kind: 'loading' }
  | { kind: 'ready'; markdown: string }
  | { kind: 'error' }
  /** A free plan: summaries are premium only. */
  | { kind: 'premium-only' };

export interface SummaryDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  state: SummaryState;
  onUpgrade?: () => void;
}

/** Only links with a web or mail address survive; anything else (javascript:, data:) becomes text. */
function safeUrl(url: string): string {
  return /^(https?:|mailto:)/i.test(url) ? url : '';
}

/**
 * 'Thread Summary': the server's Markdown rendered as elements (react-markdown, raw HTML never
 * rendered, images left out), or the summary error, or the premium notice.
 */
export function SummaryDialog({ isOpen, onOpenChange, state, onUpgrade }: SummaryDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog
        title={messages.thread.summaryTitle}
        footer={({ close }) =>
          state.kind === 'premium-only' && onUpgrade ? (
            <Button variant="primary" onPress={onUpgrade}>
              {messages.teamLimit.upgrade}
            </Button>
          ) : (
            <Button variant="secondary" onPress={close}>
              {messages.compose.close}
            </Button>
          )
        }
      >
        {state.kind === 'loading' ? (
          <p className={styles.status} role="status">
            <Spinner size="sm" />
            {messages.thread.summaryLoading}
          </p>
        ) : state.kind === 'error' ? (
          <p className={styles.error} role="alert">
            {messages.errors.summary}
          </p>
        ) : state.kind === 'premium-only' ? (
          <p>{messages.thread.summaryPremiumOnly}</p>
        ) : (
          <div className={styles.summary} data-summary="">
            <Markdown skipHtml disallowedElements={['img']} urlTransform={safeUrl}>
              {state.markdown}
            </Markdown>
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
