/**
 * A module worker that runs the card checker off the main thread, so a hard question never
 * freezes the screen. Protocol in checker.protocol.ts; the screen stops a question by
 * terminating the worker. (A backup's Subsets games are replayed in the import's worker,
 * db/backup.worker.ts, with the other games.)
 */
import { checkCard, decideSubset } from '../../core/subsets-checker';
import { answerQuestion, type CheckerReply } from './checker.protocol';

const scope = self as unknown as {
	onmessage: ((event: MessageEvent) => void) | null;
	postMessage(message: CheckerReply): void;
};

scope.onmessage = (event: MessageEvent) => {
	scope.postMessage(answerQuestion({ checkCard, decideSubset }, event.data));
};

scope.postMessage({ op: 'ready' });
