import { describe, expect, it } from 'vitest';
import { runOptimiserRequest, type OptimiserReply } from './optimiser.protocol';

function run(request: unknown): OptimiserReply[] {
	const replies: OptimiserReply[] = [];
	let clock = 0;
	runOptimiserRequest(
		request,
		(r) => replies.push(r),
		() => (clock += 1000)
	);
	return replies;
}

describe('optimiser worker protocol', () => {
	it('answers start with progress then the result', () => {
		const replies = run({
			type: 'start',
			aPrime: ['1', '2', '3'],
			b: ['4', '5', '6'],
			formula: 'convolution',
			criterion: 'prime'
		});
		expect(replies.at(-2)).toEqual({ type: 'progress', fraction: 1 });
		expect(replies.at(-1)).toMatchObject({ type: 'result', score: 2 });
		expect(replies.slice(0, -1).every((r) => r.type === 'progress')).toBe(true);
	});

	it('answers a bad request with an error message', () => {
		expect(run({ type: 'go' })).toEqual([
			{ type: 'error', message: 'The optimiser only understands "start".' }
		]);
		const bad = run({
			type: 'start',
			aPrime: ['1', '1'],
			b: ['1', '2'],
			formula: 'convolution',
			criterion: 'prime'
		});
		expect(bad).toEqual([
			{ type: 'error', message: 'a′ uses 1 twice; each integer may appear once.' }
		]);
		expect(
			run({ type: 'start', aPrime: ['1'], b: ['1'], formula: 'x', criterion: 'prime' })[0].type
		).toBe('error');
	});
});
