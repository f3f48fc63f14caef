import { messages } from '@switchboard/domain';
import { BulletList, CardScreen } from '@switchboard/ui';
import { createFileRoute } from '@tanstack/react-router';
import { AppLink } from '../shell/app-link';

export const Route = createFileRoute('/privacy_policy')({
  component: PrivacyPolicy,
});

/** The static privacy policy the sign-in screen links to. */
function PrivacyPolicy() {
  const t = messages.privacyPolicy;
  return (
    <CardScreen
      heading={t.title}
      text={t.lastUpdated}
      footer={
        <AppLink to="/signin" variant="standalone">
          {messages.signIn.button}
        </AppLink>
      }
    >
      <BulletList items={t.sections} />
    </CardScreen>
  );
}
