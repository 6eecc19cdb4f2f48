import { say } from '../../i18n/said';
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

/** A reply as an English screen reads it: a problem given as data, in its English words. */
function inEnglish(reply: OptimiserReply): OptimiserReply {
	if (reply.type !== 'error' || !reply.said) return reply;
	return { type: 'error', message: say(reply.said, { locale: 'en' }) };
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
		expect(replies.at(-1)).toMatchObject({ type: 'result', score: 2, proven: true });
		expect(replies.slice(0, -1).every((r) => r.type === 'progress')).toBe(true);
	});

	it('answers a search too big for its budget with the best found so far, not proven', () => {
		// 18 distinct six-digit terms: far more orders than the worker's budget can try.
		const terms = (start: number) =>
			Array.from({ length: 18 }, (_, i) => String((start + 7919 * i) * (i % 2 ? -1 : 1)));
		const replies = run({
			type: 'start',
			aPrime: terms(104729),
			b: terms(611953),
			formula: 'convolution',
			criterion: 'square'
		});
		expect(replies.at(-1)).toMatchObject({ type: 'result', count: null, proven: false });
		// Progress still ends at 1, so the screen's bar does not stop part-way.
		expect(replies.at(-2)).toEqual({ type: 'progress', fraction: 1 });
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
		expect(bad.map(inEnglish)).toEqual([
			{ type: 'error', message: 'a′ uses 1 twice; each integer may appear once.' }
		]);
		expect(
			run({ type: 'start', aPrime: ['1'], b: ['1'], formula: 'x', criterion: 'prime' })[0].type
		).toBe('error');
	});

	it('answers a request for the order hardest for the others with both orders measured', () => {
		const request = {
			type: 'start',
			aPrime: ['5', '2', '9', '6', '3', '13'],
			b: ['15', '12', '1', '7', '13', '9'],
			formula: 'convolution',
			criterion: 'prime',
			goal: 'mine-then-others',
			opponents: { low: 1, high: 15, samples: 32, seed: 2010 }
		};
		const replies = run(request);
		expect(replies.slice(0, -1).every((r) => r.type === 'progress')).toBe(true);
		expect(replies.at(-2)).toEqual({ type: 'progress', fraction: 1 });
		const last = replies.at(-1)!;
		expect(last).toMatchObject({
			type: 'hard-result',
			goal: 'mine-then-others',
			chosen: { score: 3, opponentTotal: 25, opponentMean: 25 / 32 },
			plain: { score: 3, opponentTotal: 32, opponentMean: 1 },
			opponents: { low: 1, high: 15, samples: 32, seed: 2010 }
		});
		// Same request, same sample, same answer.
		expect(run(request).at(-1)).toEqual(last);
		// The plain goal still answers with the plain result.
		expect(run({ ...request, goal: 'mine' }).at(-1)).toMatchObject({ type: 'result', score: 3 });
	});

	it('refuses a hardest-order request without a usable model, in plain words', () => {
		const request = {
			type: 'start',
			aPrime: ['1', '2', '3'],
			b: ['4', '5', '6'],
			formula: 'as-printed',
			criterion: 'square',
			goal: 'others-then-mine'
		};
		expect(run(request)).toEqual([
			{ type: 'error', message: 'Say how the other players’ lists are drawn.' }
		]);
		expect(
			run({ ...request, opponents: { low: 1, high: 2, samples: 8, seed: 1 } }).map(inEnglish)
		).toEqual([
			{
				type: 'error',
				message: 'The range from 1 to 2 must hold at least 3 different whole numbers.'
			}
		]);
		expect(run({ ...request, goal: 'everyone' })).toEqual([
			{ type: 'error', message: 'Choose what the order should aim for.' }
		]);
	});
});
