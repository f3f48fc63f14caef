import { adminHandlers } from '../admin/admin-handlers.js';
import { aiHandlers } from '../ai/ai-handlers.js';
import { signOutHandlers } from '../auth/sign-out.js';
import { presenceHandlers } from '../live/presence-handlers.js';
import { gmailConnectionHandlers } from '../mail/gmail/connection-handlers.js';
import { deviceHandlers } from '../push/device-handlers.js';
import { channelHandlers } from './channels.js';
import { composeHandlers } from './compose.js';
import { imapAccountHandlers } from './imap-accounts.js';
import { messageHandlers } from './messages.js';
import { settingsHandlers } from './settings.js';
import { skeletonHandlers } from './skeleton.js';
import { threadActionHandlers } from './thread-actions.js';
import { threadListHandlers } from './thread-lists.js';
import type { Handlers } from './types.js';
import { workspaceHandlers } from './workspace.js';

/** Every call of the contract, by endpoint name (the type makes a missing one a compile error). */
export const allHandlers: Handlers = {
  ...skeletonHandlers,
  ...threadListHandlers,
  ...threadActionHandlers,
  ...composeHandlers,
  ...messageHandlers,
  ...channelHandlers,
  ...settingsHandlers,
  ...workspaceHandlers,
  ...aiHandlers,
  ...deviceHandlers,
  ...adminHandlers,
  ...signOutHandlers,
  ...gmailConnectionHandlers,
  ...imapAccountHandlers,
  ...presenceHandlers,
};
