/**
 * Starts the checker's Web Worker. The worker file's address is written here, beside it, so the
 * screens' lanes (`state/checker-lanes.ts`) need not know where the game keeps it.
 */
import type { WorkerPort } from '../../workers/lane';
import type { CheckerQuestion, CheckerReply } from './checker.protocol';

/** A worker for the questions of a `CheckerLane`. */
export function spawnChecker(): WorkerPort<CheckerQuestion, CheckerReply> {
	return new Worker(new URL('./checker.worker.ts', import.meta.url), { type: 'module' });
}
