import { describe, expect, it } from 'vitest';
import { errorFrom, plainError } from './backup.replies';

describe('errors crossing from the import worker', () => {
	it('keep their name, message and the errors they wrap, as storageErrorMessage reads them', () => {
		const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		const wrapped = Object.assign(new Error('Transaction aborted'), {
			name: 'AbortError',
			inner: quota
		});
		const back = errorFrom(plainError(wrapped)) as Error & { inner?: Error };
		expect(back.name).toBe('AbortError');
		expect(back.message).toBe('Transaction aborted');
		expect(back.inner?.name).toBe('QuotaExceededError');
		expect(back.inner?.message).toBe('The quota has been exceeded.');
	});

	it('stop following a chain of causes after a few, and word what is not an Error', () => {
		let err: Error = new Error('root');
		for (let i = 0; i < 10; i++) err = new Error(`level ${i}`, { cause: err });
		let depth = 0;
		for (let p = plainError(err); p.inner; p = p.inner) depth++;
		expect(depth).toBe(4);
		expect(plainError('disk gone')).toEqual({ name: 'Error', message: 'disk gone' });
	});
});
