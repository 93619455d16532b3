/**
 * Screenshots, already blurred, in IndexedDB (key `recordingId/image`), so a restarted service
 * worker or browser still has every image of a recording until its upload has succeeded. The
 * narration's chunks live in the same store under the recording's key (see audioChunks.ts), so
 * deleting a recording's images deletes its audio too.
 */

const DB_NAME = 'support-recorder';
const STORE = 'images';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

export function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = act(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

const key = (recordingId: string, image: string) => `${recordingId}/${image}`;

export function putImage(recordingId: string, image: string, blob: Blob): Promise<IDBValidKey> {
  return run('readwrite', (store) => store.put(blob, key(recordingId, image)));
}

export function getImage(recordingId: string, image: string): Promise<Blob | undefined> {
  return run('readonly', (store) => store.get(key(recordingId, image)) as IDBRequest<Blob | undefined>);
}

export function deleteImage(recordingId: string, image: string): Promise<undefined> {
  return run('readwrite', (store) => store.delete(key(recordingId, image)));
}

/** Every image of a recording (keys `id/…` sort between `id/` and `id0`). */
export function deleteRecordingImages(recordingId: string): Promise<undefined> {
  return run('readwrite', (store) =>
    store.delete(IDBKeyRange.bound(`${recordingId}/`, `${recordingId}0`, false, true)),
  );
}
