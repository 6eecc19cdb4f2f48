/**
 * A module worker that builds the summaries the Stats screen misses, off the main thread, and
 * stores them (protocol in summaries.protocol.ts). One request per worker: the page starts it
 * when summaries are missing and lets it go once they are built.
 */
import { loadGame } from '../games/registry';
import { answerSummaries, isSummariesRequest, type SummariesReply } from './summaries.protocol';
import { db } from './index';

const scope = self as unknown as {
	onmessage: ((event: MessageEvent) => void) | null;
	postMessage(message: SummariesReply): void;
};

scope.onmessage = (event: MessageEvent) => {
	const request: unknown = event.data;
	if (!isSummariesRequest(request)) return;
	void answerSummaries(request, db, loadGame, (reply) => scope.postMessage(reply));
};
