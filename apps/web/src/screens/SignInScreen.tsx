import { messages } from '@switchboard/domain';
import { Button, CardScreen, CardScreenSkeleton } from '@switchboard/ui';
import { useState } from 'react';
import type { SignInFailure } from '../auth/sign-in-error';
import { AppLink } from '../shell/app-link';
import { useDocumentTitle } from '../use-document-title';

const t = messages.signIn;

/** The spec's text for each way a sign-in fails (doc 2, section 8). */
export function signInFailureText(failure: SignInFailure): string {
  switch (failure.kind) {
    case 'cancelled':
      return t.errors.forbidden;
    case 'suspended':
      return t.errors.unauthorized;
    case 'too_many_attempts':
      return t.errors.tooManyAttempts;
    case 'invalid_request':
      return t.errors.invalidRequest;
    case 'server':
      return failure.message;
    case 'other':
      return t.errors.other;
  }
}

export interface SignInScreenProps {
  failure: SignInFailure | null;
  /** Starts the redirect to the identity provider; rejects if the provider cannot be reached. */
  onSignIn: () => Promise<void>;
  /** `/signin-without-email-access`: the same sign-in, which asks for no access to the mailbox. */
  withoutEmailAccess?: boolean;
}

/** /signin: logo, 'Welcome to Switchboard', the Google button and the privacy policy link. */
export function SignInScreen({
  failure: initialFailure,
  onSignIn,
  withoutEmailAccess = false,
}: SignInScreenProps) {
  const [failure, setFailure] = useState(initialFailure);
  const [isPending, setPending] = useState(false);
  useDocumentTitle(failure ? t.failedHeading : null);

  const signIn = () => {
    setPending(true);
    onSignIn().catch((error: unknown) => {
      console.error('Switchboard: sign-in could not start', error);
      setFailure({ kind: 'other' });
      setPending(false);
    });
  };

  return (
    <CardScreen
      heading={failure ? t.failedHeading : t.heading}
      error={failure ? signInFailureText(failure) : null}
      text={withoutEmailAccess ? t.withoutEmailAccessDescription : t.description}
      footer={
        <>
          <p>{t.demoNote}</p>
          <AppLink to="/privacy_policy" variant="standalone">
            {t.privacyPolicyLink}
          </AppLink>
        </>
      }
    >
      <Button
        variant="primary"
        size="lg"
        fullWidth
        onPress={signIn}
        isPending={isPending}
        icon={<GoogleMark />}
      >
        {t.button}
      </Button>
    </CardScreen>
  );
}

/** What /signin shows while the identity provider's configuration loads. */
export function SignInSkeleton() {
  return <CardScreenSkeleton label={messages.signIn.signingIn} />;
}

function GoogleMark() {
  return (
    <svg width="16" height="16" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
