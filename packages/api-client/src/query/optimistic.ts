import {
  type Channel,
  type Contact,
  type InboxItem,
  type InboxSplit,
  type Invite,
  type Label,
  type Message,
  type Organization,
  type Rule,
  TEMPORARY_ID_MARKER,
  type Thread,
} from '@switchboard/domain';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys.js';

/**
 * Optimistic changes to cached data, each undone PER ITEM: a rollback restores only the fields (or the
 * list slots) this change touched, and only where they still hold what this change wrote, so a concurrent
 * mutation that landed meanwhile is kept. No whole-list snapshot is ever restored.
 */

/** Undoes one optimistic change. */
export type Rollback = () => void;

/** How to find one kind of entity in cached data. */
export interface EntityAdapter<T> {
  /** The query-key prefixes under which copies of the entity live. */
  prefixes: readonly QueryKey[];
  /** The entity inside a cached item (a list item or a whole detail answer), if the item holds one. */
  extract(item: unknown): T | undefined;
  /** The item with its entity replaced. */
  replace(item: unknown, entity: T): unknown;
  id(entity: T): string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface PageLike {
  data: unknown[];
  meta?: Record<string, unknown>;
}

function isPage(value: unknown): value is PageLike {
  return isObject(value) && Array.isArray(value.data);
}

function isInfinite(value: unknown): value is { pages: unknown[]; pageParams: unknown[] } {
  return isObject(value) && Array.isArray(value.pages) && Array.isArray(value.pageParams);
}

/** Maps every list item of cached data (a page, an infinite list or a bare detail answer). */
function mapItems(data: unknown, fn: (item: unknown) => unknown): unknown {
  if (isInfinite(data)) {
    let changed = false;
    const pages = data.pages.map((page) => {
      const next = mapItems(page, fn);
      if (next !== page) changed = true;
      return next;
    });
    return changed ? { ...data, pages } : data;
  }
  if (isPage(data)) {
    let changed = false;
    const items = data.data.map((item) => {
      const next = fn(item);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? { ...data, data: items } : data;
  }
  return fn(data);
}

function queriesUnder(queryClient: QueryClient, prefixes: readonly QueryKey[]): Query[] {
  const seen = new Set<string>();
  const result: Query[] = [];
  for (const prefix of prefixes) {
    for (const query of queryClient.getQueryCache().findAll({ queryKey: prefix })) {
      if (seen.has(query.queryHash)) continue;
      seen.add(query.queryHash);
      result.push(query);
    }
  }
  return result;
}

function mapEntities<T>(
  queryClient: QueryClient,
  adapter: EntityAdapter<T>,
  fn: (entity: T) => T,
  queries: readonly Query[] = queriesUnder(queryClient, adapter.prefixes),
): void {
  for (const query of queries) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = mapItems(data, (item) => {
      const entity = adapter.extract(item);
      if (entity === undefined) return item;
      const updated = fn(entity);
      return updated === entity ? item : adapter.replace(item, updated);
    });
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * Applies `patch` to every cached copy of the entities `ids` names. The rollback puts back, entity by
 * entity and field by field, the previous value of each field this patch wrote, where the field still
 * holds the value written.
 */
export function patchEntities<T extends object>(
  queryClient: QueryClient,
  adapter: EntityAdapter<T>,
  ids: Iterable<string>,
  patch: (entity: T) => Partial<T>,
): Rollback {
  const wanted = new Set(ids);
  const records = new Map<string, { before: Partial<T>; after: Partial<T> }[]>();
  mapEntities(queryClient, adapter, (entity) => {
    const id = adapter.id(entity);
    if (!wanted.has(id)) return entity;
    const changes = patch(entity);
    const keys = Object.keys(changes) as (keyof T)[];
    if (keys.length === 0) return entity;
    const before: Partial<T> = {};
    for (const key of keys) before[key] = entity[key];
    const list = records.get(id) ?? [];
    list.push({ before, after: changes });
    records.set(id, list);
    return { ...entity, ...changes };
  });
  return () => {
    mapEntities(queryClient, adapter, (entity) => {
      const list = records.get(adapter.id(entity));
      if (!list) return entity;
      let restored: T | undefined;
      for (const record of list) {
        for (const key of Object.keys(record.after) as (keyof T)[]) {
          if (restored?.[key] !== undefined && restored[key] !== entity[key]) continue;
          if (deepEqual(entity[key], record.after[key])) {
            restored ??= { ...entity };
            restored[key] = record.before[key] as T[keyof T];
          }
        }
      }
      return restored ?? entity;
    });
  };
}

/** Replaces every cached copy of an entity with the server's version of it. */
export function replaceEntity<T>(queryClient: QueryClient, adapter: EntityAdapter<T>, entity: T): void {
  const id = adapter.id(entity);
  mapEntities(queryClient, adapter, (current) => (adapter.id(current) === id ? entity : current));
}

interface RemovedSlot {
  queryKey: QueryKey;
  pageIndex: number | null;
  index: number;
  item: unknown;
  id: string;
}

function adjustMeta(page: PageLike, delta: number): PageLike {
  if (!isObject(page.meta)) return page;
  const meta = { ...page.meta };
  if (typeof meta.returned_count === 'number') meta.returned_count = Math.max(0, meta.returned_count + delta);
  if (typeof meta.total_count === 'number') meta.total_count = Math.max(0, meta.total_count + delta);
  return { ...page, meta };
}

function itemId<T>(adapter: EntityAdapter<T>, item: unknown): string | undefined {
  const entity = adapter.extract(item);
  return entity === undefined ? undefined : adapter.id(entity);
}

/**
 * Takes the entities `ids` names out of the cached lists whose key `inList` accepts (an archived thread
 * leaves the inbox lists, say). The rollback puts each removed item back in its slot, if it is not there
 * already; other items that came or went meanwhile stay as they are.
 */
export function removeFromLists<T>(
  queryClient: QueryClient,
  adapter: EntityAdapter<T>,
  ids: Iterable<string>,
  inList: (queryKey: QueryKey) => boolean,
): Rollback {
  const wanted = new Set(ids);
  const removed: RemovedSlot[] = [];
  const queries = queriesUnder(queryClient, adapter.prefixes).filter((query) => inList(query.queryKey));
  for (const query of queries) {
    const data = query.state.data;
    const strip = (page: PageLike, pageIndex: number | null): PageLike => {
      const kept: unknown[] = [];
      page.data.forEach((item, index) => {
        const id = itemId(adapter, item);
        if (id !== undefined && wanted.has(id)) {
          removed.push({ queryKey: query.queryKey, pageIndex, index, item, id });
        } else {
          kept.push(item);
        }
      });
      return kept.length === page.data.length
        ? page
        : adjustMeta({ ...page, data: kept }, kept.length - page.data.length);
    };
    if (isInfinite(data)) {
      const pages = data.pages.map((page, pageIndex) => (isPage(page) ? strip(page, pageIndex) : page));
      if (pages.some((page, index) => page !== data.pages[index]))
        queryClient.setQueryData(query.queryKey, { ...data, pages });
    } else if (isPage(data)) {
      const next = strip(data, null);
      if (next !== data) queryClient.setQueryData(query.queryKey, next);
    }
  }
  return () => {
    // Put items back lowest index first, so each lands in its old slot.
    const ordered = [...removed].sort((a, b) => a.index - b.index);
    for (const slot of ordered) {
      queryClient.setQueryData(slot.queryKey, (data: unknown) => {
        const present = (page: PageLike) => page.data.some((item) => itemId(adapter, item) === slot.id);
        const insert = (page: PageLike): PageLike => {
          const items = [...page.data];
          items.splice(Math.min(slot.index, items.length), 0, slot.item);
          return adjustMeta({ ...page, data: items }, 1);
        };
        if (isInfinite(data)) {
          if (data.pages.some((page) => isPage(page) && present(page))) return data;
          const pageIndex = Math.min(slot.pageIndex ?? 0, data.pages.length - 1);
          const page = data.pages[pageIndex];
          if (!isPage(page)) return data;
          const pages = [...data.pages];
          pages[pageIndex] = insert(page);
          return { ...data, pages };
        }
        if (isPage(data)) return present(data) ? data : insert(data);
        return data;
      });
    }
  };
}

/**
 * Adds an item to one cached list (at the start or the end of its first or last page). The rollback takes
 * that item out again, and nothing else.
 */
export function insertIntoList<T>(
  queryClient: QueryClient,
  adapter: EntityAdapter<T>,
  queryKey: QueryKey,
  item: unknown,
  position: 'start' | 'end',
): Rollback {
  const entity = adapter.extract(item);
  if (entity === undefined) return () => undefined;
  const id = adapter.id(entity);
  const add = (page: PageLike): PageLike => {
    if (page.data.some((existing) => itemId(adapter, existing) === id)) return page;
    const data = position === 'start' ? [item, ...page.data] : [...page.data, item];
    return adjustMeta({ ...page, data }, 1);
  };
  let inserted = false;
  for (const query of queryClient.getQueryCache().findAll({ queryKey })) {
    const data = query.state.data;
    let next: unknown = data;
    if (isInfinite(data) && data.pages.length > 0) {
      const pageIndex = position === 'start' ? 0 : data.pages.length - 1;
      const page = data.pages[pageIndex];
      if (isPage(page)) {
        const pages = [...data.pages];
        pages[pageIndex] = add(page);
        next = { ...data, pages };
      }
    } else if (isPage(data)) {
      next = add(data);
    }
    if (next !== data) {
      inserted = true;
      queryClient.setQueryData(query.queryKey, next);
    }
  }
  if (!inserted) return () => undefined;
  return () => removeFromLists(queryClient, adapter, [id], (key) => startsWith(key, queryKey));
}

let temporaryCounter = 0;

/**
 * A placeholder id for an entity the server has not named yet, carrying the spec's marker
 * ('TEMPORARY_ID_PENDING_REFRESH'), so the domain's `isPlaceholderThreadId` and the UI can tell it apart.
 */
export function temporaryId(kind: string): string {
  temporaryCounter += 1;
  return `${TEMPORARY_ID_MARKER}-${kind}-${temporaryCounter}`;
}

/**
 * Swaps the placeholder `temporaryIdValue` for the server's `entity` in every cached list, in the same
 * slot. Where the list already holds the server's entity (a refetch brought it first), the placeholder is
 * taken out instead, so the entity is never listed twice.
 */
export function replaceTemporary<T>(
  queryClient: QueryClient,
  adapter: EntityAdapter<T>,
  temporaryIdValue: string,
  entity: T,
): void {
  const id = adapter.id(entity);
  for (const query of queriesUnder(queryClient, adapter.prefixes)) {
    const data = query.state.data;
    if (data === undefined) continue;
    let holdsEntity = false;
    let holdsPlaceholder = false;
    mapItems(data, (item) => {
      const itemIdValue = itemId(adapter, item);
      if (itemIdValue === id) holdsEntity = true;
      if (itemIdValue === temporaryIdValue) holdsPlaceholder = true;
      return item;
    });
    if (!holdsPlaceholder) continue;
    if (holdsEntity && id !== temporaryIdValue) {
      removeFromLists(queryClient, adapter, [temporaryIdValue], (key) => deepEqual(key, query.queryKey));
    } else {
      mapEntities(
        queryClient,
        adapter,
        (current) => (adapter.id(current) === temporaryIdValue ? entity : current),
        [query],
      );
    }
  }
}

function isContact(value: unknown): value is Contact {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.email === 'string' &&
    (value.type === 'user' || value.type === 'external_user') &&
    'display_name' in value
  );
}

/**
 * The contacts with these ids found in cached data: the contacts lists, the organization members lists and
 * the members of the cached organizations. Ids with no cached contact are left out.
 */
export function cachedContacts(queryClient: QueryClient, ids: Iterable<string>): Map<string, Contact> {
  const wanted = new Set(ids);
  const found = new Map<string, Contact>();
  const take = (value: unknown) => {
    if (isContact(value) && wanted.has(value.id) && !found.has(value.id)) found.set(value.id, value);
  };
  for (const query of queriesUnder(queryClient, [['contacts'], queryKeys.organizations.all()])) {
    mapItems(query.state.data, (item) => {
      take(item);
      if (isObject(item) && Array.isArray(item.members)) item.members.forEach(take);
      return item;
    });
  }
  return found;
}

/** True when `key` begins with `prefix`. */
export function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => deepEqual(key[index], part));
}

/** Runs every rollback, last applied first. */
export function rollbackAll(rollbacks: readonly Rollback[]): void {
  for (const rollback of [...rollbacks].reverse()) rollback();
}

// The adapters of the contract's entities.

export const threadAdapter: EntityAdapter<Thread> = {
  prefixes: [queryKeys.threads.all()],
  extract(item) {
    if (!isObject(item)) return undefined;
    if (isObject(item.thread) && typeof item.thread.id === 'string' && 'last_activity' in item.thread) {
      return item.thread as unknown as Thread;
    }
    if (typeof item.id === 'string' && 'last_activity' in item && 'is_starred' in item)
      return item as unknown as Thread;
    return undefined;
  },
  replace(item, thread) {
    return isObject(item) && isObject(item.thread) ? { ...item, thread } : thread;
  },
  id: (thread) => thread.id,
};

export const inboxItemAdapter: EntityAdapter<InboxItem> = {
  prefixes: [[...queryKeys.threads.lists(), 'inbox_events']],
  extract: (item) =>
    isObject(item) && typeof item.id === 'string' && isObject(item.thread)
      ? (item as unknown as InboxItem)
      : undefined,
  replace: (_item, entity) => entity,
  id: (item) => item.id,
};

export const messageAdapter: EntityAdapter<Message> = {
  prefixes: [queryKeys.threads.details()],
  extract: (item) =>
    isObject(item) && typeof item.id === 'string' && 'sender' in item && 'thread_id' in item
      ? (item as unknown as Message)
      : undefined,
  replace: (_item, entity) => entity,
  id: (message) => message.id,
};

export const channelAdapter: EntityAdapter<Channel> = {
  prefixes: [queryKeys.channels.all()],
  extract: (item) =>
    isObject(item) && typeof item.id === 'string' && 'notification_level' in item
      ? (item as unknown as Channel)
      : undefined,
  replace: (_item, entity) => entity,
  id: (channel) => channel.id,
};

function simpleAdapter<T extends { id: string }>(prefix: QueryKey, marker: string): EntityAdapter<T> {
  return {
    prefixes: [prefix],
    extract: (item) =>
      isObject(item) && typeof item.id === 'string' && marker in item ? (item as unknown as T) : undefined,
    replace: (_item, entity) => entity,
    id: (entity) => entity.id,
  };
}

export const labelAdapter = simpleAdapter<Label>(queryKeys.labels(), 'color');
export const inboxSplitAdapter = simpleAdapter<InboxSplit>(queryKeys.inboxSplits(), 'show_in_category_split');
export const ruleAdapter = simpleAdapter<Rule>(queryKeys.rules(), 'apply_to_incoming');
export const inviteAdapter = simpleAdapter<Invite>(queryKeys.organizations.all(), 'creation_date');
export const organizationAdapter = simpleAdapter<Organization>(queryKeys.organizations.all(), 'isPaying');
