import fc from 'fast-check';
// Gives the Dexie tests an IndexedDB in Node.
import 'fake-indexeddb/auto';

// In CI every property test replays one fixed seed, so a run gives the same verdict on every
// machine. On a developer's machine each run explores new cases; a failure prints its seed and
// path, and the counterexample is then kept in the test's `examples`.
if (process.env.CI) fc.configureGlobal({ seed: 20261122 });
