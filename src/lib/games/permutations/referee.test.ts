import { describe, expect, it } from 'vitest';
import { answerBatchLine } from '../../core/referee';
import { sayInEnglish } from '../../i18n/said';
import { referee } from './referee';

/** One batch line in, the parsed JSON line out, as the CLI prints it. */
const ask = (line: unknown) =>
	JSON.parse(
		answerBatchLine(referee, typeof line === 'string' ? line : JSON.stringify(line), sayInEnglish)
	);

const hoard = { A: { red: 11 }, B: { yellow: 11 }, C: { green: 11 } };
const even = {
	A: { red: 5, yellow: 3, green: 3 },
	B: { red: 3, yellow: 5, green: 3 },
	C: { red: 3, yellow: 3, green: 5 }
};

describe('op score', () => {
	it('gives m(m+1)/2 for m from 0 to 12', () => {
		expect(ask({ op: 'score', max: 5 })).toEqual({ score: 15 });
		expect(ask({ op: 'score', max: 0 })).toEqual({ score: 0 });
		expect(ask({ op: 'score', max: 11 })).toEqual({ score: 66 });
		expect(ask({ op: 'score', max: 12 })).toEqual({ score: 78 });
	});

	it('refuses anything else, naming the rule', () => {
		for (const max of [13, -1, 2.5, '5', null]) {
			expect(ask({ op: 'score', max }).error).toContain('permutations-ruling-1');
		}
	});
});

describe('op round', () => {
	it('gives each player their maxcount and score', () => {
		expect(ask({ op: 'round', counts: even })).toEqual({
			max: { A: 5, B: 5, C: 5 },
			score: { A: 15, B: 15, C: 15 }
		});
		expect(
			ask({
				op: 'round',
				counts: { ...hoard, D: { blue: 8, red: 1, yellow: 1, green: 1 } }
			})
		).toEqual({ max: { A: 11, B: 11, C: 11, D: 8 }, score: { A: 66, B: 66, C: 66, D: 36 } });
	});

	it('refuses counts that do not total 11, naming the player and ruling 3', () => {
		const { error } = ask({ op: 'round', counts: { ...even, B: { red: 3, yellow: 5 } } });
		expect(error).toContain('Player B');
		expect(error).toContain('add up to 8');
		expect(error).toContain('(rule permutations-ruling-3)');
	});

	it('refuses more than 12 of a colour, naming the player with the most and ruling 3b', () => {
		const { error } = ask({
			op: 'round',
			counts: { A: { red: 11 }, B: { red: 2, yellow: 9 }, C: { green: 11 } }
		});
		expect(error).toContain('13 red');
		expect(error).toContain('player A');
		expect(error).toContain('(rule permutations-ruling-3b)');
	});

	it('accepts exactly 12 of a colour', () => {
		const counts = { A: { red: 11 }, B: { red: 1, yellow: 10 }, C: { green: 11 } };
		expect(ask({ op: 'round', counts }).score).toEqual({ A: 66, B: 55, C: 66 });
	});

	it('refuses a fourth colour with three players (ruling 2)', () => {
		const { error } = ask({
			op: 'round',
			counts: { A: { red: 11 }, B: { yellow: 11 }, C: { green: 10, blue: 1 } }
		});
		expect(error).toContain('permutations-ruling-2');
	});

	it('refuses an unknown colour, a negative or fractional count, and a wrong table size', () => {
		expect(ask({ op: 'round', counts: { ...even, C: { pink: 11 } } }).error).toContain('Player C');
		expect(ask({ op: 'round', counts: { ...even, A: { red: 12, yellow: -1 } } }).error).toContain(
			'Player A'
		);
		expect(ask({ op: 'round', counts: { ...even, A: { red: 5.5, yellow: 5.5 } } }).error).toContain(
			'whole number'
		);
		expect(ask({ op: 'round', counts: { A: { red: 11 }, B: { yellow: 11 } } }).error).toContain(
			'permutations-2'
		);
		expect(ask({ op: 'round', counts: { ...even, B: 7 } }).error).toContain('Player B');
		expect(ask({ op: 'round' })).toEqual({
			error: '"counts" must map each player to their colour counts. (rule permutations-ruling-3)'
		});
	});
});

describe('op auction', () => {
	const pool = [
		{ n: 12, colour: 'red' },
		{ n: 1, colour: 'yellow' },
		{ n: 2, colour: 'green' }
	];

	it('gives the draft order, highest bid first', () => {
		expect(ask({ op: 'auction', pool, bids: { A: 30, B: 7, C: 19 } })).toEqual({
			order: ['A', 'C', 'B']
		});
	});

	it('refuses a bid of a pool card or two equal bids', () => {
		const inPool = ask({ op: 'auction', pool, bids: { A: 30, B: 12, C: 19 } }).error;
		expect(inPool).toContain('Player B');
		expect(inPool).toContain('(rule permutations-1b)');
		const equal = ask({ op: 'auction', pool, bids: { A: 30, B: 30, C: 19 } }).error;
		expect(equal).toContain('Player B');
		expect(equal).toContain('permutations-ruling-4');
	});

	it('refuses a pool of the wrong size, a bad card, or a bid outside 1-48', () => {
		expect(
			ask({ op: 'auction', pool: pool.slice(0, 2), bids: { A: 30, B: 7, C: 19 } }).error
		).toContain('permutations-6');
		expect(
			ask({
				op: 'auction',
				pool: [...pool.slice(0, 2), { n: 60, colour: 'red' }],
				bids: { A: 30, B: 7, C: 19 }
			}).error
		).toContain('(rule permutations-1b)');
		expect(
			ask({
				op: 'auction',
				pool: [...pool.slice(0, 2), { n: 3 }],
				bids: { A: 30, B: 7, C: 19 }
			}).error
		).toContain('permutations-ruling-7');
		expect(
			ask({ op: 'auction', pool: [pool[0], pool[0], pool[1]], bids: { A: 30, B: 7, C: 19 } }).error
		).toContain('twice');
		expect(ask({ op: 'auction', pool, bids: { A: 49, B: 7, C: 19 } }).error).toContain('Player A');
	});
});

describe('op game', () => {
	const players = ['A', 'B', 'C'];
	const colours = ['red', 'yellow', 'green'];

	it('adds up the rounds and says when the game is not over yet', () => {
		expect(ask({ op: 'game', players, colours, rounds: [even] })).toEqual({
			totals: { A: 15, B: 15, C: 15 },
			finished: false,
			winners: []
		});
	});

	it('checks only what its contract lists: 11 cards a player and at most 12 of a colour', () => {
		// 12 red and 10 green drafted in round 1: the app's notepad refuses it (the last bids
		// would have to be one card of each colour), but the CLI adds it up as its contract says.
		const lopsided = {
			A: { red: 6, yellow: 3, green: 2 },
			B: { red: 3, yellow: 5, green: 3 },
			C: { red: 3, yellow: 3, green: 5 }
		};
		expect(ask({ op: 'game', players, colours, rounds: [lopsided] })).toEqual({
			totals: { A: 21, B: 15, C: 15 },
			finished: false,
			winners: []
		});
	});

	it('ends after the round that reaches 100 and names the winners, tied or not', () => {
		expect(ask({ op: 'game', players, colours, rounds: [hoard, hoard] })).toEqual({
			totals: { A: 132, B: 132, C: 132 },
			finished: true,
			winners: ['A', 'B', 'C']
		});
		const ahead = { A: { red: 11 }, B: { yellow: 10, green: 1 }, C: { green: 10, yellow: 1 } };
		expect(ask({ op: 'game', players, colours, rounds: [ahead, ahead] })).toEqual({
			totals: { A: 132, B: 110, C: 110 },
			finished: true,
			winners: ['A']
		});
	});

	it('refuses rounds after the game has ended', () => {
		const { error } = ask({ op: 'game', players, colours, rounds: [hoard, hoard, hoard] });
		expect(error).toContain('Round 3');
		expect(error).toContain('permutations-15');
	});

	it('with the tie house rule, plays the extra round', () => {
		expect(
			ask({ op: 'game', players, colours, ties: 'extra-round', rounds: [hoard, hoard] }).finished
		).toBe(false);
		expect(
			ask({ op: 'game', players, colours, ties: 'extra-round', rounds: [hoard, hoard, hoard] })
		).toMatchObject({ finished: true, totals: { A: 198 } });
	});

	it('refuses a bad round, naming the round, the player and the rule', () => {
		const { error } = ask({
			op: 'game',
			players,
			colours,
			rounds: [hoard, { ...hoard, C: { green: 10 } }]
		});
		expect(error).toContain('Round 2');
		expect(error).toContain('C');
		expect(error).toContain('permutations-ruling-3');
	});

	it('refuses a colour set aside and colours that do not fit the players', () => {
		expect(
			ask({
				op: 'game',
				players,
				colours,
				rounds: [{ A: { red: 10, blue: 1 }, B: { yellow: 11 }, C: { green: 11 } }]
			}).error
		).toContain('permutations-ruling-2');
		expect(ask({ op: 'game', players, colours: ['red'], rounds: [] })).toEqual({
			error:
				'"colours" must give each player\'s starting colour, in seat order. (rule permutations-ruling-2)'
		});
		expect(
			ask({ op: 'game', players, colours: ['red', 'red', 'green'], rounds: [] }).error
		).toContain('permutations-4');
		expect(ask({ op: 'game', players: ['A', 'B'], rounds: [] }).error).toContain(
			'(rule permutations-2)'
		);
	});
});

describe('any player name works', () => {
	// JSON lines are parsed into objects, where "__proto__" and "toString" are special keys.
	const names = ['__proto__', 'toString', 'valueOf'];
	const rows = [{ red: 11 }, { yellow: 11 }, { green: 11 }];
	const byName = Object.fromEntries(names.map((name, i) => [name, rows[i]]));

	it('in round, auction and game answers', () => {
		const round = ask(`{"op":"round","counts":${JSON.stringify(byName)}}`);
		expect(Object.entries(round.score)).toEqual(names.map((name) => [name, 66]));
		const pool = '[{"n":1,"colour":"red"},{"n":2,"colour":"yellow"},{"n":3,"colour":"green"}]';
		const bids = '{"__proto__":10,"toString":48,"valueOf":20}';
		expect(ask(`{"op":"auction","pool":${pool},"bids":${bids}}`)).toEqual({
			order: ['toString', 'valueOf', '__proto__']
		});
		const game = ask(
			`{"op":"game","players":${JSON.stringify(names)},"rounds":[${JSON.stringify(byName)},${JSON.stringify(byName)}]}`
		);
		expect(Object.entries(game.totals)).toEqual(names.map((name) => [name, 132]));
		expect(game).toMatchObject({ finished: true, winners: names });
	});

	it('and two players with one name are refused', () => {
		expect(ask({ op: 'game', players: ['A', 'A', 'B'], rounds: [] }).error).toMatch(/same name/);
	});
});

describe('batch lines', () => {
	it('answers a bad line with an error and an unknown op by name', () => {
		expect(ask('not json')).toEqual({ error: 'This line is not valid JSON.' });
		expect(ask({ op: 'deal' }).error).toContain('"deal"');
		expect(ask([1, 2])).toEqual({ error: 'Each line must be a JSON object.' });
	});
});

describe('refusals name what was given in plain words', () => {
	it('whatever the type of the value', () => {
		const line = { op: 'game', players: ['A', 'B', 'C'], colours: ['red', 'yellow', 'green'] };
		expect(ask({ ...line, rounds: [], ties: {} }).error).toMatch(
			/^Ties are settled by "share" or "extra-round", not a set of fields\./
		);
		expect(ask({ ...line, rounds: [], ties: [1, 2] }).error).toMatch(/, not a list\./);
		expect(ask({ ...line, rounds: [], ties: 'coin' }).error).toMatch(/, not "coin"\./);
	});
});
