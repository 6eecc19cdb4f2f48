import { describe, expect, it } from 'vitest';
import {
	answerQuestion,
	answerReplay,
	isReplayRequest,
	type ReplayReply
} from './checker.protocol';
import { createSubsetsEngine } from './engine';
import { createFakeChecker } from './test/fake-checker';

describe('card checker worker protocol', () => {
	const checker = createFakeChecker();
	const rules = { naturalsFrom: 1 } as const;

	it('answers whether a card is a correct set', () => {
		expect(answerQuestion(checker, { op: 'check', card: '{1, 2}', rules })).toMatchObject({
			op: 'check',
			result: { verdict: 'valid' }
		});
	});

	it('answers whether A is a subset of S, with a witness when not', () => {
		expect(answerQuestion(checker, { op: 'subset', a: '{1, 5}', s: '{1}', rules })).toEqual({
			op: 'subset',
			result: { verdict: 'not-subset', witness: '5', reason: '5 is in A but not in S.' }
		});
	});

	it('weighs a pile as the table does: an unreadable S still takes itself', () => {
		const reply = answerQuestion(checker, { op: 'weigh', top: '{√2}', drawn: '{√2}', rules });
		expect(reply).toMatchObject({ op: 'weigh', result: { verdict: 'subset' } });
	});

	it('passes the table’s ℕ on, reading anything but 0 as 1', () => {
		const from0 = answerQuestion(checker, {
			op: 'subset',
			a: '{0}',
			s: 'ℕ',
			rules: { naturalsFrom: 0 }
		});
		const odd = answerQuestion(checker, { op: 'subset', a: '{0}', s: 'ℕ', rules: 'zero' });
		expect(from0).toMatchObject({ result: { verdict: 'subset' } });
		expect(odd).toMatchObject({ result: { verdict: 'not-subset' } });
	});

	it('turns a question it cannot read, or a checker that throws, into a plain failure', () => {
		expect(answerQuestion(checker, { op: 'subset', a: 1 })).toMatchObject({ op: 'failed' });
		expect(answerQuestion(checker, null)).toMatchObject({ op: 'failed' });
		const broken = {
			...checker,
			checkCard: () => {
				throw new Error('boom');
			}
		};
		expect(answerQuestion(broken, { op: 'check', card: '{1}', rules })).toEqual({
			op: 'failed',
			reason: 'The checker stopped on this card.'
		});
	});
});

describe('backup replay in the checker worker', () => {
	const players = [
		{ id: 'a', name: 'Ada' },
		{ id: 'b', name: 'Bo' }
	];
	const cards = ['{1}', '{2}'].map((card, i) => ({
		seq: i + 1,
		at: 1,
		event: { type: 'starting-card', player: players[i].id, card }
	}));

	const game = { players, houseRules: {}, events: cards };

	it('replays every game of one message, posting progress over them all and each result', () => {
		const replies: ReplayReply[] = [];
		answerReplay(
			{ engine: createSubsetsEngine(createFakeChecker()) },
			{ op: 'replay', games: [game, game] },
			(reply) => replies.push(reply)
		);
		expect(replies.filter((r) => r.op === 'progress').at(-1)).toEqual({
			op: 'progress',
			done: 4,
			total: 4
		});
		expect(replies.filter((r) => r.op === 'replayed')).toMatchObject([
			{ index: 0, result: { ok: true } },
			{ index: 1, result: { ok: true } }
		]);
		expect(replies.at(-1)).toEqual({ op: 'done' });
	});

	it('stops at the first game it refuses, since the import names only that one', () => {
		const replies: ReplayReply[] = [];
		const nobody = { ...game, players: [] };
		answerReplay(
			{ engine: createSubsetsEngine(createFakeChecker()) },
			{ op: 'replay', games: [game, nobody, game] },
			(reply) => replies.push(reply)
		);
		expect(replies.filter((r) => r.op === 'replayed')).toMatchObject([
			{ index: 0, result: { ok: true } },
			{ index: 1, result: { ok: false, problem: 'setup' } }
		]);
		expect(replies.at(-1)).toEqual({ op: 'done' });
	});

	it('turns a checker that stops into a game that could not be checked, in plain words', () => {
		const replies: ReplayReply[] = [];
		const broken = {
			...createFakeChecker(),
			checkCard: () => {
				throw new RangeError('Maximum call stack size exceeded');
			}
		};
		answerReplay(
			{ engine: createSubsetsEngine(broken) },
			{ op: 'replay', games: [game, game] },
			(reply) => replies.push(reply)
		);
		expect(replies.filter((r) => r.op === 'replayed')).toEqual([
			{
				op: 'replayed',
				index: 0,
				result: { unchecked: 'The checker stopped on a card of this game.' }
			}
		]);
		expect(isReplayRequest({ op: 'replay', games: [] })).toBe(true);
		expect(isReplayRequest({ op: 'replay', game: {} })).toBe(false);
		expect(isReplayRequest({ op: 'check', card: '{1}' })).toBe(false);
	});

	it('answers a malformed request with a plain failure', () => {
		const replies: ReplayReply[] = [];
		answerReplay(
			{ engine: createSubsetsEngine(createFakeChecker()) },
			{ op: 'replay', games: [{ players: 'none' } as never] },
			(reply) => replies.push(reply)
		);
		expect(replies).toEqual([
			{ op: 'failed', reason: 'The checker was asked something it does not understand.' }
		]);
	});
});
