import { messages } from '@switchboard/domain';
import {
  Archive,
  Clock,
  Inbox,
  type LucideIcon,
  Mail,
  MailOpen,
  RotateCcw,
  ShieldAlert,
  ShieldCheck,
  Star,
  StarOff,
  Tag,
  Trash2,
  Users,
  XCircle,
} from 'lucide-react';
import type { ThreadListAction } from './thread-row-data';

/** The icon of each action on threads (row hover actions, selection bar). */
export const threadActionIcons: Record<ThreadListAction, LucideIcon> = {
  archive: Archive,
  moveToInbox: Inbox,
  star: Star,
  unstar: StarOff,
  markRead: MailOpen,
  markUnread: Mail,
  spam: ShieldAlert,
  notSpam: ShieldCheck,
  snooze: Clock,
  labels: Tag,
  channels: Users,
  trash: Trash2,
  restore: RotateCcw,
  deletePermanently: XCircle,
};

const actions = messages.thread.actions;

/** The default name of each action on threads (a button's accessible name and tooltip). */
export const threadActionLabels: Record<ThreadListAction, string> = {
  archive: actions.archive,
  moveToInbox: actions.moveToInbox,
  star: actions.star,
  unstar: actions.unstar,
  markRead: actions.markRead,
  markUnread: actions.markUnread,
  spam: actions.spam,
  notSpam: actions.notSpam,
  snooze: actions.snooze,
  labels: messages.shell.sidebar.labels,
  channels: messages.shell.sidebar.channels,
  trash: actions.trash,
  restore: actions.untrash,
  deletePermanently: actions.deletePermanently,
};
