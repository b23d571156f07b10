// What the crew took on the phone and has not yet been accepted by the server, kept in IndexedDB so it
// survives a reload, a closed browser or a phone that turns off. Oldest first (an auto-increment key).

export type QueuedAction = {
  seq?: number;
  kind: "step" | "tick" | "photo";
  url: string;
  /** The fields sent: the phone-made id, the booking, the step or item, the phone's time. */
  fields: Record<string, string | boolean>;
  photo?: Blob;
  /** How the waiting list names it: "Start · Ada". */
  label: string;
  /** Set once the server refused it: it is not sent again. */
  refused?: string;
};

const storeName = "actions";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open("crew-page", 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(storeName, { keyPath: "seq", autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(storeName, mode);
        const request = work(transaction.objectStore(storeName));
        transaction.oncomplete = () => {
          db.close();
          resolve(request.result);
        };
        transaction.onerror = () => reject(transaction.error);
      }),
  );
}

export const addAction = (action: QueuedAction) => run("readwrite", (store) => store.add(action));
export const putAction = (action: QueuedAction) => run("readwrite", (store) => store.put(action));
export const removeAction = (seq: number) => run("readwrite", (store) => store.delete(seq));
export const allActions = () =>
  run<QueuedAction[]>("readonly", (store) => store.getAll() as IDBRequest<QueuedAction[]>);
