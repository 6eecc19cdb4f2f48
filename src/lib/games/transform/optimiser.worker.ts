/**
 * A module worker that runs the permutator's optimiser off the main thread, so the screen never
 * freezes. Protocol in optimiser.protocol.ts; cancel by terminating the worker.
 */
import { runOptimiserRequest, type OptimiserReply } from './optimiser.protocol';

const scope = self as unknown as {
	onmessage: ((event: MessageEvent) => void) | null;
	postMessage(message: OptimiserReply): void;
};

scope.onmessage = (event: MessageEvent) => {
	runOptimiserRequest(event.data, (reply) => scope.postMessage(reply));
};
