/**
 * A module worker that imports a backup file off the main thread: it reads the file, checks it,
 * replays every game (Subsets games with their checker) and writes it to IndexedDB itself, so
 * neither a large file nor a long game ever freezes the page, and the page never has to take the
 * checked file back (copying 100,000 moves into the page would be a freeze of its own). Protocol
 * in backup.protocol.ts.
 */
import { gameCatalogue } from '../games/registry';
import { answeredWithCancel } from '../workers/cancel';
import {
	answerImport,
	isImportRequest,
	type ImportReply,
	type ImportRequest
} from './backup.protocol';
import { db } from './index';

const scope = self as unknown as {
	onmessage: ((event: MessageEvent) => void) | null;
	postMessage(message: ImportReply): void;
};

// The worker is started with the Backup screen, before a file is chosen: the database opens and
// every game's code loads now (the Subsets checker's, the largest, with its WebAssembly), so an
// import waits for neither. A failure to open is told when the games are saved; a game's code
// that fails to load, when a game of that kind is read.
db.open().catch(() => undefined);
for (const { id } of gameCatalogue.games) gameCatalogue.load(id).catch(() => undefined);

/** Cancel aborts the import in progress; one import per worker at a time (the lane sees to it). */
const answer = answeredWithCancel<ImportRequest>((request, signal) =>
	answerImport(
		request.file,
		{ catalogue: gameCatalogue, database: db, signal, relay: request.relay },
		(reply) => scope.postMessage(reply)
	)
);

scope.onmessage = (event: MessageEvent) => {
	const request: unknown = event.data;
	if (isImportRequest(request)) answer(request);
};
