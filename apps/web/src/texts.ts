import { messages } from '@switchboard/domain';

/**
 * Texts of the web app's screens. Every spec text comes from the domain catalogue; the few below
 * are not in it yet (the spec names the states but not their words) and are written in the voice of
 * their siblings. They belong in `messages` (packages/domain) and move there with the next catalogue change.
 */
export const appTexts = {
  signIn: {
    /** The embedded provider lists the seeded demo users instead of Google's own page. */
    demoNote: 'On this local install the sign-in page lists the demo accounts: pick alice@acme.example.',
    signingIn: 'Signing you in...',
    retry: 'Try again',
  },
  thread: {
    notFoundTitle: 'Thread not found',
    notFoundText: "This thread doesn't exist, or you don't have access to it.",
    backToInbox: 'Back to inbox',
    messages: (count: number) => (count === 1 ? '1 message' : `${count} messages`),
    to: 'to',
    me: 'me',
    remoteImagesBlocked: 'Remote images are hidden to protect your privacy.',
    showImages: 'Show images',
    messageFrom: (name: string) => `Message from ${name}`,
    attachments: 'Attachments',
  },
  notFound: {
    title: 'Page not found',
    text: "The page you're looking for doesn't exist.",
  },
  inbox: { title: messages.shell.sidebar.inbox },
  shell: { home: 'Switchboard inbox', account: 'Account' },
} as const;
