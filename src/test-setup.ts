// Gives the Dexie tests an IndexedDB in Node.
import 'fake-indexeddb/auto';
