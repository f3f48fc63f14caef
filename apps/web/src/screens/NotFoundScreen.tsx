import { messages } from '@switchboard/domain';
import { EmptyState } from '@switchboard/ui';
import { AppLink } from '../shell/app-link';
import { useDocumentTitle } from '../use-document-title';

export interface NotFoundScreenProps {
  title: string;
  text: string;
}

/** Something the visitor asked for does not exist, or is not theirs to see (the server says not_found for both). */
export function NotFoundScreen({ title, text }: NotFoundScreenProps) {
  useDocumentTitle(title);
  return (
    <EmptyState
      title={title}
      headingLevel={1}
      description={text}
      action={
        <AppLink to="/inbox" variant="standalone">
          {messages.thread.backToInbox}
        </AppLink>
      }
    />
  );
}

export function PageNotFound() {
  return <NotFoundScreen title={messages.shell.notFound.title} text={messages.shell.notFound.text} />;
}
