/**
 * Starts the checker's Web Worker. The worker file's address is written here, beside it, so the
 * screens' lanes (`state/checker.ts`) need not know where the game keeps it.
 */
import type { WorkerPort } from '../../workers/lane';
import type { CheckerQuestion, CheckerReply, ReplayReply, ReplayRequest } from './checker.protocol';

/** Requests the checker's worker takes, and the replies it gives. */
export type CheckerRequest = CheckerQuestion | ReplayRequest;
export type CheckerWorkerReply = CheckerReply | ReplayReply;

/** A worker for one kind of task: questions (`CheckerLane`) or backup replays (`ReplayLane`). */
export function spawnChecker<
	Request extends CheckerRequest,
	Reply extends CheckerWorkerReply
>(): WorkerPort<Request, Reply> {
	return new Worker(new URL('./checker.worker.ts', import.meta.url), { type: 'module' });
}
