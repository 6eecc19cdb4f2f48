/**
 * A module worker that runs the card checker off the main thread, so a hard question never
 * freezes the screen, and replays a backup's Subsets games before they are imported. Protocol in
 * checker.protocol.ts; the screen stops a question (or a replay) by terminating the worker.
 */
import { checkCard, decideSubset } from '../../core/sets';
import {
	answerQuestion,
	answerReplay,
	isReplayRequest,
	type CheckerReply,
	type ReplayReply
} from './checker.protocol';
import { audit, engine } from './game';

const scope = self as unknown as {
	onmessage: ((event: MessageEvent) => void) | null;
	postMessage(message: CheckerReply | ReplayReply): void;
};

scope.onmessage = (event: MessageEvent) => {
	// A backup's game is replayed here too, so re-checking its recorded answers never freezes the page.
	if (isReplayRequest(event.data))
		answerReplay({ engine, audit }, event.data, (reply) => scope.postMessage(reply));
	else scope.postMessage(answerQuestion({ checkCard, decideSubset }, event.data));
};

scope.postMessage({ op: 'ready' });
