/**
 * For tests: a disk that fills up as the games' summaries are written. Every `put` of a summary
 * row (not the summaries' token) throws the browser's QuotaExceededError while `work` runs; the
 * promise gives `work`'s answer and how many summaries were refused.
 */
import { vi } from 'vitest';
import { SUMMARIES_TOKEN_KEY } from '../schema';

export async function withSummariesRefused<T>(
	work: () => Promise<T>
): Promise<{ answer: T; refused: number }> {
	const put = IDBObjectStore.prototype.put;
	let refused = 0;
	const full = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
		this: IDBObjectStore,
		...args: Parameters<IDBObjectStore['put']>
	) {
		const row = args[0] as { sessionId?: string };
		if (this.name === 'summaries' && row.sessionId !== SUMMARIES_TOKEN_KEY) {
			refused++;
			throw new DOMException('The disk is full', 'QuotaExceededError');
		}
		return put.apply(this, args);
	});
	try {
		return { answer: await work(), refused };
	} finally {
		full.mockRestore();
	}
}
