/**
 * The worker's side of a task that Cancel can stop (the backup restore's and the plays import's
 * workers, and the plays import run on the page): each request gets an AbortSignal of its own,
 * and a `cancel` request aborts the signal of the one in progress, which then stops at its next
 * check or aborts its transaction, and answers that it was cancelled (or done, when too late).
 */

/** The request that stops the task in progress. */
export interface CancelRequest {
	op: 'cancel';
}

/**
 * Hands each request but `cancel` to `answer` with a fresh signal; `cancel` aborts the signal of
 * the request before it. One task at a time (the page's lane sees to it).
 */
export function answeredWithCancel<Request extends { op: string }>(
	answer: (request: Exclude<Request, CancelRequest>, signal: AbortSignal) => unknown
): (request: Request | CancelRequest) => void {
	let cancel = new AbortController();
	return (request) => {
		if (request.op === 'cancel') return cancel.abort();
		cancel = new AbortController();
		void answer(request as Exclude<Request, CancelRequest>, cancel.signal);
	};
}
