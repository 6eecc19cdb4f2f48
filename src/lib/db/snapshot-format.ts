/**
 * The format of the stored snapshots of a game's state (schema.ts SnapshotRow): what an engine's
 * folded state holds and how a log is folded into it. A snapshot row's `build` field holds the
 * format it was computed in, and a session opens only from snapshots of this format; any other
 * (another format, or the app version that older builds wrote there) is passed over and the log
 * folded from its start, as it is for a log without snapshots.
 *
 * Kept across app updates on purpose, as SUMMARY_FORMAT is (summary-format.ts): keyed by the app
 * version, every update made a long game replay its whole log on its first opening after it
 * (issue 37). So change it whenever a build would fold any stored log to another state, or store
 * that state another way: a game's state type or its `apply`/`setup` (games/<game>/engine), the
 * undo and redo of the log (core/eventlog.ts). `snapshot-format.test.ts` holds a fingerprint of
 * the folded states of the sample games and fails, naming this constant, when they change while it
 * does not.
 */
export const SNAPSHOT_FORMAT = 'state-1';
