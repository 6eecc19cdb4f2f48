/**
 * A module worker that reads a plays file from BG Stats or BoardGameGeek, plans its import and,
 * once the person has chosen who is who, writes its games, off the main thread (protocol in
 * plays-import.protocol.ts). One request at a time (the page's lane sees to it).
 */
import {
	answerPlays,
	isPlaysRequest,
	type PlaysReply,
	type PlaysRequest,
	type PlaysWork
} from './plays-import.protocol';
import { answeredWithCancel } from '../workers/cancel';
import { db } from './index';

const scope = self as unknown as {
	onmessage: ((event: MessageEvent) => void) | null;
	postMessage(message: PlaysReply): void;
};

// Started with the screen, before a file is chosen: the database opens now.
db.open().catch(() => undefined);

const work: PlaysWork = { database: db, held: { plan: null } };

/** Cancel aborts the plan or write in progress (see answeredWithCancel). */
const answer = answeredWithCancel<PlaysRequest>((request, signal) =>
	answerPlays(request, { ...work, signal }, (reply) => scope.postMessage(reply))
);

scope.onmessage = (event: MessageEvent) => {
	const request: unknown = event.data;
	if (isPlaysRequest(request)) answer(request);
};
