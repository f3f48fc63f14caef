/**
 * Where the query cache is kept between visits: one IndexedDB database, one entry per signed-in user
 * (key: `cacheKeyOf` of persist-query-cache.ts). The value is the JSON text of a `PersistedCache`: a
 * string, so nothing the structured clone would refuse (or keep that JSON drops) is ever stored.
 */
export interface CacheStorage {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  /** Every stored key (one per user whose cache is kept on this device). */
  keys(): Promise<string[]>;
  remove(key: string): Promise<void>;
}

const DATABASE = 'switchboard';
const STORE = 'query-cache';

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading or deleting the database is not blocked by this one.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('Switchboard: the local cache is blocked by another tab'));
  }).catch((error) => {
    opening = null;
    throw error;
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return database().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = action(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      }),
  );
}

/** The browser's IndexedDB; null where there is none (then nothing is kept). */
export function indexedDbCacheStorage(): CacheStorage | null {
  if (typeof indexedDB === 'undefined') return null;
  return {
    get: (key) =>
      run('readonly', (store) => store.get(key)).then((value) =>
        typeof value === 'string' ? value : undefined,
      ),
    set: (key, value) => run('readwrite', (store) => store.put(value, key)).then(() => undefined),
    keys: () =>
      run('readonly', (store) => store.getAllKeys()).then((keys) =>
        keys.filter((key): key is string => typeof key === 'string'),
      ),
    remove: (key) => run('readwrite', (store) => store.delete(key)).then(() => undefined),
  };
}

/** A storage in memory (tests; a browser without IndexedDB keeps nothing instead). */
export function memoryCacheStorage(): CacheStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get: async (key) => entries.get(key),
    set: async (key, value) => {
      entries.set(key, value);
    },
    keys: async () => [...entries.keys()],
    remove: async (key) => {
      entries.delete(key);
    },
  };
}
