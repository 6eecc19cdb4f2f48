import { describe, expect, it } from 'vitest';
import { isViolation, type RuleViolation, type SessionPlayer } from '../../core/engine';
import { foldLog, type LogEntry } from '../../core/eventlog';
import {
	apply,
	auctionView,
	deckColourOf,
	deckKnown,
	draftOrder,
	engine,
	handColours,
	handOf,
	houseRuleFields,
	leaders,
	locate,
	maxCount,
	missingBids,
	nextToDraft,
	poolCardOf,
	scoreForMax,
	scoreboard,
	setup,
	type Colour,
	type PermutationsEvent,
	type PermutationsHouseRules,
	type PermutationsState
} from './engine';
import { engine as edge } from './game';
import { RULE, LAYOUT } from './rules';
import { text as englishRules } from './rules-text/en';
import { assembleRules } from '../../rules/assemble';
import { refusalText } from '../../i18n/said';

/** The rules page in English, as a phone reading English shows it. */
const rules = assembleRules(LAYOUT, englishRules);

// A simple deck for hand-written cases: 1-12 red, 13-24 yellow, 25-36 green, 37-48 blue.
const colourOf = (n: number): Colour =>
	(['red', 'yellow', 'green', 'blue'] as const)[Math.floor((n - 1) / 12)];
const DECK = Object.fromEntries(
	Array.from({ length: 48 }, (_, i) => [String(i + 1), colourOf(i + 1)])
);

const ann = { id: 'a', name: 'Ann' };
const bob = { id: 'b', name: 'Bob' };
const cat = { id: 'c', name: 'Cat' };
const dan = { id: 'd', name: 'Dan' };

function ok(result: PermutationsState | RuleViolation): PermutationsState {
	if (isViolation(result)) throw new Error(`unexpected violation: ${result.reason}`);
	return result;
}

function refused(result: PermutationsState | RuleViolation): RuleViolation {
	if (!isViolation(result)) throw new Error('expected a violation');
	// The engine says a refusal as data; the English screen's words are what a player reads.
	return { ...result, reason: refusalText(result, { locale: 'en' }) };
}

/** Plays entries as the app does: each read through the event schema, then the rules. */
function run(state: PermutationsState, ...events: PermutationsEvent[]): PermutationsState {
	return events.reduce((s, e) => ok(edge.apply(s, e)), state);
}

/** Three players Ann red, Bob yellow, Cat green (blue aside), with or without the deck map. */
function three(withDeck = true, houseRules: Partial<PermutationsHouseRules> = {}) {
	const s = ok(setup([ann, bob, cat], houseRules));
	return withDeck ? run(s, { type: 'deck', colours: DECK }) : s;
}

const openingPool: PermutationsEvent = { type: 'pool', cards: [{ n: 1 }, { n: 13 }, { n: 25 }] };

/** Every round entered as Ann red 11, Bob yellow 11, Cat green 11: 66 points each. */
const hoard: PermutationsEvent = {
	type: 'round',
	counts: { a: { red: 11 }, b: { yellow: 11 }, c: { green: 11 } }
};

/** Ann keeps 11 red while Bob and Cat split theirs: 66, 55, 55. */
const aheadRound: PermutationsEvent = {
	type: 'round',
	counts: { a: { red: 11 }, b: { yellow: 10, green: 1 }, c: { green: 10, yellow: 1 } }
};

/** A legal auction for three players on the simple deck: bids (with colours), then takes. */
function auctionEvents(bids: [number, number, number], takes: [number, number, number]) {
	const events: PermutationsEvent[] = [
		{ type: 'bid', player: 'a', n: bids[0], colour: colourOf(bids[0]) },
		{ type: 'bid', player: 'b', n: bids[1], colour: colourOf(bids[1]) },
		{ type: 'bid', player: 'c', n: bids[2], colour: colourOf(bids[2]) }
	];
	const order = draftOrder({ a: bids[0], b: bids[1], c: bids[2] });
	const byPlayer: Record<string, number> = { a: takes[0], b: takes[1], c: takes[2] };
	for (const id of order) events.push({ type: 'take', player: id, n: byPlayer[id] });
	return events;
}

/**
 * Round one refereed on the simple deck: each auction Ann bids her next red, Bob his next yellow,
 * Cat her next green; the drafter takes the card of their own colour, so each drafts 11 of it.
 */
function refereedRoundOne(state: PermutationsState): PermutationsState {
	let s = state;
	for (let k = 0; k < 11; k++) {
		const pool = auctionView(s).pool.map((c) => c.n);
		const own = (colour: Colour) => pool.find((n) => colourOf(n) === colour) as number;
		s = run(
			s,
			...auctionEvents([2 + k, 14 + k, 26 + k], [own('red'), own('yellow'), own('green')])
		);
	}
	return s;
}

describe('scoring (rules 12-13, ruling 1)', () => {
	it('scores the printed table: maxcount 3 to 11 gives 6, 10, 15, 21, 28, 36, 45, 55, 66', () => {
		expect([3, 4, 5, 6, 7, 8, 9, 10, 11].map(scoreForMax)).toEqual([
			6, 10, 15, 21, 28, 36, 45, 55, 66
		]);
	});

	it('extends the triangle below 3 and to 12', () => {
		expect([0, 1, 2, 12].map(scoreForMax)).toEqual([0, 1, 3, 78]);
	});

	it('the maxcount is the largest colour count', () => {
		expect(maxCount({ red: 5, yellow: 3, green: 3 })).toBe(5);
		expect(maxCount({ blue: 4, green: 4, red: 3 })).toBe(4);
	});
});

describe('setup (rules 2-4, ruling 2)', () => {
	it('refuses fewer than 3 or more than 4 players', () => {
		expect(refused(setup([ann, bob], {})).rule).toBe(RULE.players);
		expect(refused(setup([ann, bob, cat, dan, { id: 'e', name: 'Eve' }], {})).rule).toBe(
			RULE.players
		);
	});

	it('refuses two players with the same id', () => {
		expect(refused(setup([ann, ann, bob], {})).rule).toBe(RULE.players);
	});

	it('with 3 players and no colours given, deals red, yellow, green and sets blue aside', () => {
		const s = three(false);
		expect(s.players.map((p) => p.colour)).toEqual(['red', 'yellow', 'green']);
		expect(s.setAside).toBe('blue');
		expect(s.inPlay).toEqual(['red', 'yellow', 'green']);
		expect(handColours(s, 'b')).toEqual({ red: 0, yellow: 11, green: 0, blue: 0 });
	});

	it("uses the players' own colours, so the table chooses the colour set aside", () => {
		const players: SessionPlayer[] = [
			{ ...ann, colour: 'blue' },
			{ ...bob, colour: 'red' },
			{ ...cat, colour: 'yellow' }
		];
		const s = ok(setup(players, {}));
		expect(s.setAside).toBe('green');
		expect(s.players.map((p) => p.colour)).toEqual(['blue', 'red', 'yellow']);
	});

	it('gives players without a colour the free ones in seat order', () => {
		const s = ok(setup([ann, { ...bob, colour: 'red' }, cat, dan], {}));
		expect(s.players.map((p) => p.colour)).toEqual(['yellow', 'red', 'green', 'blue']);
		expect(s.setAside).toBeNull();
	});

	it('refuses two players starting with the same colour', () => {
		const v = refused(setup([{ ...ann, colour: 'red' }, { ...bob, colour: 'red' }, cat], {}));
		expect(v.rule).toBe(RULE.differentColours);
		expect(v.player).toBe('b');
	});

	it('refuses an unknown tie rule', () => {
		expect(refused(setup([ann, bob, cat], { ties: 'coin' as never })).rule).toBe(RULE.rulingTies);
	});

	it('a colours entry changes the starting colours and the colour set aside before play', () => {
		const s = run(three(false), {
			type: 'colours',
			colours: { a: 'green', b: 'blue', c: 'red' }
		});
		expect(s.setAside).toBe('yellow');
		expect(handColours(s, 'b')).toEqual({ red: 0, yellow: 0, green: 0, blue: 11 });
		expect(auctionView(s).poolColours).toEqual({ red: 1, yellow: 0, green: 1, blue: 1 });
	});

	it('refuses a colours entry with a shared or missing colour, or once play has started', () => {
		const s = three(false);
		const shared = refused(
			apply(s, { type: 'colours', colours: { a: 'red', b: 'red', c: 'green' } })
		);
		expect([shared.rule, shared.player]).toEqual([RULE.differentColours, 'b']);
		const missing = refused(apply(s, { type: 'colours', colours: { a: 'red', b: 'green' } }));
		expect([missing.rule, missing.player]).toEqual([RULE.hands, 'c']);
		const late = refused(
			apply(run(s, { type: 'pool', cards: [1, 13, 25].map((n) => ({ n, colour: colourOf(n) })) }), {
				type: 'colours',
				colours: { a: 'yellow', b: 'red', c: 'green' }
			})
		);
		expect(late.rule).toBe(RULE.rulingColours);
		// A colour given to someone not at the table would put a fourth colour in play.
		const stranger = refused(
			apply(s, { type: 'colours', colours: { a: 'red', b: 'green', c: 'blue', zed: 'yellow' } })
		);
		expect([stranger.reason, stranger.rule]).toEqual([
			'There is no player "zed" at this table.',
			RULE.players
		]);
	});

	it('offers the tie-break house rule and the colour set aside, defaulting to share and blue', () => {
		expect(houseRuleFields.map((f) => [f.key, f.default])).toEqual([
			['ties', 'share'],
			['setAside', 'blue']
		]);
		expect(engine.defaultHouseRules).toEqual({ ties: 'share', setAside: 'blue' });
	});

	it('the table picks the colour set aside with three players; four players use all four', () => {
		const s = ok(setup([ann, bob, cat], { setAside: 'red' }));
		expect(s.setAside).toBe('red');
		expect(s.players.map((p) => p.colour)).toEqual(['yellow', 'green', 'blue']);
		expect(ok(setup([ann, bob, cat, dan], { setAside: 'red' })).setAside).toBeNull();
		expect(refused(setup([ann, bob, cat], { setAside: 'pink' as Colour })).rule).toBe(
			RULE.rulingColourSetAside
		);
	});
});

describe('the deck map (rule 1, ruling 7)', () => {
	it('once given, the referee asks numbers only and knows every hand', () => {
		const s = run(three(), openingPool);
		expect(deckKnown(s)).toBe(true);
		expect(handOf(s, 'a').cards.map((c) => c.n)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
		expect(handOf(s, 'a').hidden.red).toBe(0);
		expect(locate(s, 40)).toEqual({ at: 'aside' });
	});

	it('given after the opening pool, it places the hidden hands too', () => {
		const s = run(
			three(false),
			{ type: 'pool', cards: [1, 13, 25].map((n) => ({ n, colour: colourOf(n) })) },
			{ type: 'deck', colours: DECK }
		);
		expect(locate(s, 20)).toEqual({ at: 'hand', player: 'b' });
	});

	it('refuses a map missing a number, with a stray key, or without 12 of each colour', () => {
		const s = three(false);
		const missing: Record<string, Colour> = { ...DECK };
		delete missing['7'];
		expect(refused(apply(s, { type: 'deck', colours: missing })).rule).toBe(RULE.oneCardPerNumber);
		expect(refused(apply(s, { type: 'deck', colours: { ...DECK, '49': 'red' } })).rule).toBe(
			RULE.oneCardPerNumber
		);
		const lopsided = refused(apply(s, { type: 'deck', colours: { ...DECK, '13': 'red' } }));
		expect(lopsided.rule).toBe(RULE.deck);
		expect(lopsided.reason).toContain('13 red');
	});

	it('refuses a map that contradicts a colour already entered', () => {
		const s = run(three(false), {
			type: 'pool',
			cards: [
				{ n: 1, colour: 'red' },
				{ n: 2, colour: 'yellow' },
				{ n: 25, colour: 'green' }
			]
		});
		const v = refused(apply(s, { type: 'deck', colours: DECK }));
		expect(v.rule).toBe(RULE.oneCardPerNumber);
		expect(v.reason).toBe('Card 2 cannot be red: it was entered as yellow earlier in this game.');
		// Said beside the list that holds it: the red one.
		expect(deckColourOf(v)).toBe('red');
	});

	it('says which list a refusal concerns, in the words of the lists a player typed', () => {
		const s = three(false);
		const missing: Record<string, Colour> = { ...DECK };
		delete missing['48'];
		const gap = refused(apply(s, { type: 'deck', colours: missing }));
		expect(gap.reason).toBe(
			'Card 48 is in none of the lists: only 11 blue cards are listed, and the deck has 12 of each colour.'
		);
		expect(deckColourOf(gap)).toBe('blue');
		const lopsided = refused(apply(s, { type: 'deck', colours: { ...DECK, '13': 'red' } }));
		expect(lopsided.reason).toBe(
			'13 red cards are listed, but the deck has exactly 12 of each colour.'
		);
		expect(deckColourOf(lopsided)).toBe('red');
		// A stray key (from the CLI) concerns no list.
		const stray = refused(apply(s, { type: 'deck', colours: { ...DECK, '49': 'red' } }));
		expect(stray.reason).toBe('"49" is not a card number: cards go from 1 to 48.');
		expect(deckColourOf(stray)).toBeNull();
	});
});

describe('the pool (rules 3, 6, 9, 10; ruling 5)', () => {
	it('the first pool must be one card of each colour in play', () => {
		const v = refused(apply(three(), { type: 'pool', cards: [{ n: 1 }, { n: 2 }, { n: 25 }] }));
		expect(v.rule).toBe(RULE.rulingPools);
		// The card that breaks it is named, so the screen shows the refusal beside it.
		expect(v.reason).toBe(
			'Card 2 is one red card too many: the first pool has one card of each colour in play (red, yellow and green).'
		);
		expect(poolCardOf(v)).toBe(1);
	});

	it('points each refusal of a card at its place in the pool', () => {
		const s = three();
		const pool = (...ns: number[]) =>
			refused(apply(s, { type: 'pool', cards: ns.map((n) => ({ n })) }));
		const zero = pool(1, 0, 25);
		expect([zero.reason, poolCardOf(zero)]).toEqual([
			'Pool card 2 needs a number from 1 to 48.',
			1
		]);
		const twice = pool(1, 13, 13);
		expect([twice.reason, poolCardOf(twice)]).toEqual([
			'Card 13 is in the pool twice, but there is only one card of each number.',
			2
		]);
		const aside = pool(40, 13, 25);
		expect([aside.reason, poolCardOf(aside)]).toEqual([
			'Card 40 cannot be in the pool: it is blue, the colour set aside.',
			0
		]);
		const noColour = refused(apply(three(false), openingPool));
		expect([noColour.reason, poolCardOf(noColour)]).toEqual([
			'Give the colour of card 1 too: it has not been seen yet in this game.',
			0
		]);
	});

	it('holds exactly one card per player', () => {
		const v = refused(apply(three(), { type: 'pool', cards: [{ n: 1 }, { n: 13 }] }));
		expect(v.rule).toBe(RULE.poolSize);
	});

	it('refuses a number outside 1-48, a repeated number, or a card of the colour set aside', () => {
		const s = three();
		const pool = (...ns: number[]) => apply(s, { type: 'pool', cards: ns.map((n) => ({ n })) });
		expect(refused(pool(0, 13, 25)).rule).toBe(RULE.oneCardPerNumber);
		expect(refused(pool(1, 1, 25)).rule).toBe(RULE.oneCardPerNumber);
		const aside = refused(pool(1, 13, 40));
		expect(aside.rule).toBe(RULE.coloursInPlay);
		expect(aside.reason).toContain('set aside');
	});

	it('without the deck map, a card needs its colour, and a set-aside colour is refused', () => {
		const s = three(false);
		expect(refused(apply(s, openingPool)).rule).toBe(RULE.rulingDeckMap);
		const v = refused(
			apply(s, {
				type: 'pool',
				cards: [
					{ n: 1, colour: 'red' },
					{ n: 13, colour: 'yellow' },
					{ n: 40, colour: 'blue' }
				]
			})
		);
		expect(v.rule).toBe(RULE.coloursInPlay);
		// A colour the deck does not have is refused where entries are read, before the rules.
		expect(
			refused(
				edge.apply(s, {
					type: 'pool',
					cards: [
						{ n: 1, colour: 'red' },
						{ n: 13, colour: 'purple' },
						{ n: 25, colour: 'green' }
					]
				})
			).reason
		).toBe('In this entry, "cards.1.colour" should be one of red, yellow, green, blue.');
	});

	it('cannot be entered again once known: the bids make the next pool', () => {
		const v = refused(apply(run(three(), openingPool), openingPool));
		expect(v.rule).toBe(RULE.bidsBecomePool);
	});

	it('after a notepad round, must hold the colours the round left over', () => {
		const s = run(three(), openingPool, {
			type: 'round',
			counts: { a: { red: 6, yellow: 5 }, b: { yellow: 6, green: 5 }, c: { green: 6, red: 5 } }
		});
		expect(auctionView(s).phase).toBe('pool');
		expect(auctionView(s).poolColours).toEqual({ red: 1, yellow: 1, green: 1, blue: 0 });
		const v = refused(apply(s, { type: 'pool', cards: [{ n: 3 }, { n: 4 }, { n: 26 }] }));
		expect(v.rule).toBe(RULE.lastBids);
		expect(v.reason).toBe(
			'Card 4 is one red card too many: the last bids of the round before leave 1 red, 1 yellow, 1 green for this pool.'
		);
		expect(poolCardOf(v)).toBe(1);
		const next = run(s, { type: 'pool', cards: [{ n: 3 }, { n: 14 }, { n: 26 }] });
		expect(auctionView(next).phase).toBe('bids');
	});
});

describe('bids (rules 7, 1; rulings 4, 7)', () => {
	const started = () => run(three(), openingPool);

	it('need the pool first', () => {
		const v = refused(apply(three(), { type: 'bid', player: 'a', n: 2 }));
		expect([v.rule, v.player]).toEqual([RULE.openingPool, 'a']);
		expect(v.reason).toBe('Enter the pool before the bids: Ann bids for one of its cards.');
	});

	it('must come from a player at the table', () => {
		expect(refused(apply(started(), { type: 'bid', player: 'z', n: 2 })).rule).toBe(RULE.players);
	});

	it('one bid per player per auction', () => {
		const s = run(started(), { type: 'bid', player: 'a', n: 2 });
		const v = refused(apply(s, { type: 'bid', player: 'a', n: 3 }));
		expect([v.rule, v.player]).toEqual([RULE.bid, 'a']);
	});

	it('must be a card number from 1 to 48', () => {
		for (const n of [0, 49, 2.5]) {
			const v = refused(apply(started(), { type: 'bid', player: 'a', n }));
			expect([v.rule, v.reason]).toEqual([
				RULE.oneCardPerNumber,
				"Ann's bid needs a card number from 1 to 48."
			]);
		}
	});

	it("must be a card in the bidder's own hand", () => {
		const s = started();
		const inPool = refused(apply(s, { type: 'bid', player: 'a', n: 1 }));
		expect([inPool.rule, inPool.player]).toEqual([RULE.bid, 'a']);
		expect(inPool.reason).toContain('in the pool');
		const other = refused(apply(s, { type: 'bid', player: 'a', n: 14 }));
		expect(other.reason).toContain("in Bob's hand");
		const bidAlready = run(s, { type: 'bid', player: 'b', n: 14 });
		expect(refused(apply(bidAlready, { type: 'bid', player: 'c', n: 14 })).reason).toContain(
			"Bob's bid"
		);
		const aside = refused(apply(s, { type: 'bid', player: 'a', n: 40 }));
		expect(aside.rule).toBe(RULE.coloursInPlay);
	});

	it('a drafted card is no longer in any hand', () => {
		const s = run(started(), ...auctionEvents([2, 14, 26], [1, 13, 25]));
		const v = refused(apply(s, { type: 'bid', player: 'b', n: 13 }));
		expect(v.reason).toContain('drafted by Bob');
	});

	it('with the deck map, a colour that contradicts it is refused', () => {
		const v = refused(apply(started(), { type: 'bid', player: 'a', n: 2, colour: 'green' }));
		expect([v.rule, v.player]).toEqual([RULE.oneCardPerNumber, 'a']);
	});

	it('without the map, the colour must be given, and must be one the bidder holds unseen', () => {
		const s = run(three(false), {
			type: 'pool',
			cards: [1, 13, 25].map((n) => ({ n, colour: colourOf(n) }))
		});
		const noColour = refused(apply(s, { type: 'bid', player: 'a', n: 2 }));
		expect([noColour.rule, noColour.player]).toEqual([RULE.rulingDeckMap, 'a']);
		const wrongHand = refused(apply(s, { type: 'bid', player: 'b', n: 2, colour: 'red' }));
		expect([wrongHand.rule, wrongHand.player]).toEqual([RULE.bid, 'b']);
		expect(wrongHand.reason).toBe(
			'Bob cannot bid card 2: it is red, and Bob has no red card in hand that could be it.'
		);
		const next = run(s, { type: 'bid', player: 'a', n: 2, colour: 'red' });
		expect(handColours(next, 'a').red).toBe(10);
		expect(next.colourOf[2]).toBe('red');
		expect(locate(next, 2)).toEqual({ at: 'bid', player: 'a' });
	});

	it('a thirteenth card of one colour is refused', () => {
		// After a refereed first round without the map, all 12 red cards are known.
		let s = refereedRoundOne(
			run(three(false), {
				type: 'pool',
				cards: [1, 13, 25].map((n) => ({ n, colour: colourOf(n) }))
			})
		);
		expect(s.rounds).toHaveLength(1);
		s = s as PermutationsState;
		const v = refused(apply(s, { type: 'bid', player: 'a', n: 40, colour: 'red' }));
		expect([v.rule, v.player]).toEqual([RULE.deck, 'a']);
		expect(v.reason).toContain('all 12 red');
	});
});

describe('the bids of an auction at once', () => {
	const started = () => run(three(), openingPool);

	it('records every missing bid together, as the bids one by one would', () => {
		const together = run(started(), { type: 'bids', bids: { a: 2, b: { n: 14 }, c: 26 } });
		const oneByOne = run(started(), ...auctionEvents([2, 14, 26], [1, 13, 25]).slice(0, 3));
		expect(together).toEqual(oneByOne);
		expect(auctionView(together).phase).toBe('draft');
	});

	it('completes an auction begun bid by bid', () => {
		const s = run(started(), { type: 'bid', player: 'a', n: 2 });
		expect(auctionView(run(s, { type: 'bids', bids: { b: 14, c: 26 } })).order).toEqual([
			'c',
			'b',
			'a'
		]);
		const again = refused(apply(s, { type: 'bids', bids: { a: 3, b: 14, c: 26 } }));
		expect([again.rule, again.player]).toEqual([RULE.bid, 'a']);
	});

	it('refuses them all when one is missing or wrong, naming the player', () => {
		const missing = refused(apply(started(), { type: 'bids', bids: { a: 2, c: 26 } }));
		expect([missing.rule, missing.player]).toEqual([RULE.bid, 'b']);
		const wrong = refused(apply(started(), { type: 'bids', bids: { a: 2, b: 2, c: 26 } }));
		expect(wrong.player).toBe('b');
		expect(refused(apply(started(), { type: 'bids', bids: { a: 2, b: 14, z: 26 } })).rule).toBe(
			RULE.players
		);
	});
});

describe('the draft (rule 8, ruling 4)', () => {
	const bidsIn = () =>
		run(
			three(),
			openingPool,
			{ type: 'bid', player: 'a', n: 5 },
			{ type: 'bid', player: 'b', n: 20 },
			{ type: 'bid', player: 'c', n: 30 }
		);

	it('goes from the highest bid to the lowest', () => {
		expect(draftOrder({ a: 30, b: 7, c: 19 })).toEqual(['a', 'c', 'b']);
		const s = bidsIn();
		expect(auctionView(s).order).toEqual(['c', 'b', 'a']);
		expect(nextToDraft(s)).toBe('c');
	});

	it('waits for every bid', () => {
		const s = run(three(), openingPool, { type: 'bid', player: 'a', n: 5 });
		expect(missingBids(s)).toEqual(['b', 'c']);
		expect(nextToDraft(s)).toBeNull();
		const v = refused(apply(s, { type: 'take', player: 'a', n: 1 }));
		expect([v.rule, v.player]).toEqual([RULE.bid, 'a']);
		expect(v.reason).toBe('Ann cannot draft yet: still waiting for the bid of Bob and Cat.');
	});

	it('refuses a player out of turn, a card not in the pool, and a card already taken', () => {
		const s = bidsIn();
		const early = refused(apply(s, { type: 'take', player: 'a', n: 1 }));
		expect([early.rule, early.player]).toEqual([RULE.draftOrder, 'a']);
		const notInPool = refused(apply(s, { type: 'take', player: 'c', n: 2 }));
		expect([notInPool.rule, notInPool.player]).toEqual([RULE.draftFromPool, 'c']);
		const after = run(s, { type: 'take', player: 'c', n: 13 });
		const taken = refused(apply(after, { type: 'take', player: 'b', n: 13 }));
		expect(taken.reason).toContain('Cat already took it');
		const twice = refused(apply(after, { type: 'take', player: 'c', n: 1 }));
		expect([twice.rule, twice.player]).toEqual([RULE.oneDraftEach, 'c']);
		expect(refused(apply(s, { type: 'take', player: 'z', n: 1 })).rule).toBe(RULE.players);
	});

	it('the bids become the next pool and the taken cards are drafted', () => {
		const s = run(
			bidsIn(),
			{ type: 'take', player: 'c', n: 13 },
			{ type: 'take', player: 'b', n: 1 },
			{ type: 'take', player: 'a', n: 25 }
		);
		expect(auctionView(s).pool.map((c) => c.n)).toEqual([5, 20, 30]);
		expect(auctionView(s).auction).toBe(2);
		expect(locate(s, 13)).toEqual({ at: 'drafted', player: 'c' });
		expect(handOf(s, 'a').cards).toHaveLength(10);
	});

	it('a whole auction can be entered at once, with the same checks', () => {
		const s = run(three(), openingPool, {
			type: 'auction',
			bids: { a: 5, b: { n: 20 }, c: 30 },
			takes: { a: 25, b: 1, c: 13 }
		});
		expect(s.drafted).toEqual({ a: [25], b: [1], c: [13] });
		const missingBid = refused(
			apply(run(three(), openingPool), { type: 'auction', bids: { a: 5, c: 30 }, takes: {} })
		);
		expect([missingBid.rule, missingBid.player]).toEqual([RULE.oneDraftEach, 'b']);
		const missingTake = refused(
			apply(run(three(), openingPool), {
				type: 'auction',
				bids: { a: 5, b: 20, c: 30 },
				takes: { a: 25, b: 1 }
			})
		);
		expect([missingTake.rule, missingTake.player]).toEqual([RULE.oneDraftEach, 'c']);
		const withPool = run(three(), {
			type: 'auction',
			pool: [{ n: 1 }, { n: 13 }, { n: 25 }],
			bids: { a: 5, b: 20, c: 30 },
			takes: { a: 25, b: 1, c: 13 }
		});
		expect(withPool.drafted).toEqual(s.drafted);
	});
});

describe('a refereed round (rules 5, 10, 11; ruling 5)', () => {
	it('after 11 auctions scores the drafted cards, which become the hands', () => {
		const s = refereedRoundOne(run(three(), openingPool));
		expect(s.rounds).toHaveLength(1);
		expect(s.rounds[0]).toMatchObject({
			mode: 'referee',
			max: { a: 11, b: 11, c: 11 },
			score: { a: 66, b: 66, c: 66 }
		});
		expect(handColours(s, 'a')).toEqual({ red: 11, yellow: 0, green: 0, blue: 0 });
		// The last bids (12, 24, 36) stay as the pool that opens round 2.
		expect(auctionView(s).pool.map((c) => c.n)).toEqual([12, 24, 36]);
		expect(auctionView(s)).toMatchObject({ round: 2, auction: 1, phase: 'bids' });
	});

	it('a round under way by auctions cannot be entered as counts', () => {
		const s = run(three(), openingPool, { type: 'bid', player: 'a', n: 5 });
		expect(auctionView(s).notepadAllowed).toBe(false);
		expect(refused(apply(s, hoard)).rule).toBe(RULE.elevenAuctions);
	});

	it('the next round can be entered as counts, checked against the known hands', () => {
		const s = refereedRoundOne(run(three(), openingPool));
		// Each hand is 11 of one colour, so the last bids are one of each colour: 11 of each drafted.
		const v = refused(
			apply(s, {
				type: 'round',
				counts: { a: { red: 11 }, b: { red: 1, yellow: 10 }, c: { green: 11 } }
			})
		);
		expect(v.rule).toBe(RULE.lastBids);
		expect(run(s, hoard).rounds[1].mode).toBe('notepad');
	});
});

describe('notepad rounds (ruling 3, ruling 8)', () => {
	const s = three(false);

	it('shows m and the score from the counts', () => {
		const after = run(s, {
			type: 'round',
			counts: {
				a: { red: 5, yellow: 3, green: 3 },
				b: { red: 3, yellow: 5, green: 3 },
				c: { red: 3, yellow: 3, green: 5 }
			}
		});
		expect(after.rounds[0].max).toEqual({ a: 5, b: 5, c: 5 });
		expect(after.rounds[0].score).toEqual({ a: 15, b: 15, c: 15 });
		expect(after.totals).toEqual({ a: 15, b: 15, c: 15 });
	});

	it("refuses a player's counts that do not total 11, naming the player", () => {
		const v = refused(
			apply(s, {
				type: 'round',
				counts: { a: { red: 11 }, b: { yellow: 10 }, c: { green: 11 } }
			})
		);
		expect([v.rule, v.player]).toEqual([RULE.rulingCounts, 'b']);
		expect(v.reason).toContain('Bob');
	});

	it('refuses more than 12 cards of a colour across the players', () => {
		const v = refused(
			apply(s, {
				type: 'round',
				counts: { a: { red: 11 }, b: { red: 2, yellow: 9 }, c: { green: 11 } }
			})
		);
		expect(v.rule).toBe(RULE.rulingColourLimit);
		expect(v.reason).toContain('13 red');
		expect(v.player).toBe('a');
	});

	it('refuses leftovers that cannot be one card from each starting hand', () => {
		// Round one: each hand is one colour, so exactly 11 of each colour are drafted.
		const v = refused(
			apply(s, {
				type: 'round',
				counts: { a: { red: 11 }, b: { red: 1, yellow: 10 }, c: { green: 11 } }
			})
		);
		expect(v.rule).toBe(RULE.lastBids);
		// In the table's words: what the pool is, and what each player held.
		expect(v.reason).toBe(
			'These counts leave 2 yellow, 1 green for the next pool, but that pool is the last card each player bid, and each player bids from the colours they held when the round began (Ann held 11 red; Bob held 11 yellow; Cat held 11 green).'
		);
	});

	it('refuses a colour set aside, an unknown colour, a bad count, a missing or unknown player', () => {
		const round = (counts: Record<string, Record<string, number>>) =>
			refused(apply(s, { type: 'round', counts }));
		const blue = round({ a: { red: 10, blue: 1 }, b: { yellow: 11 }, c: { green: 11 } });
		expect([blue.rule, blue.player]).toEqual([RULE.rulingColours, 'a']);
		// Refused where entries are read, not dropped: 11 purple must not read as no cards at all.
		const purple = refused(
			edge.apply(s, {
				type: 'round',
				counts: { a: { red: 11 }, b: { purple: 11 }, c: { green: 11 } }
			})
		);
		expect(purple.reason).toContain('"counts"');
		const negative = round({ a: { red: 12, yellow: -1 }, b: { yellow: 11 }, c: { green: 11 } });
		expect([negative.rule, negative.player]).toEqual([RULE.rulingCounts, 'a']);
		const fraction = round({ a: { red: 10.5, green: 0.5 }, b: { yellow: 11 }, c: { green: 11 } });
		expect(fraction.rule).toBe(RULE.rulingCounts);
		const missing = round({ a: { red: 11 }, b: { yellow: 11 } });
		expect([missing.rule, missing.player]).toEqual([RULE.rulingCounts, 'c']);
		const stranger = round({ a: { red: 11 }, b: { yellow: 11 }, c: { green: 11 }, z: {} });
		expect(stranger.rule).toBe(RULE.players);
	});

	it('later rounds are checked against the hands the last round left', () => {
		const r1 = run(s, {
			type: 'round',
			counts: { a: { red: 6, yellow: 5 }, b: { yellow: 6, green: 5 }, c: { green: 6, red: 5 } }
		});
		// Ann and Bob hold yellow now, Cat does not: 2 yellow leftovers fit, 3 cannot.
		expect(
			run(r1, {
				type: 'round',
				counts: { a: { red: 11 }, b: { yellow: 10, green: 1 }, c: { green: 10, red: 1 } }
			}).rounds
		).toHaveLength(2);
		const v = refused(
			apply(r1, {
				type: 'round',
				counts: { a: { red: 11 }, b: { green: 11 }, c: { red: 1, green: 1, yellow: 9 } }
			})
		);
		expect(v.rule).toBe(RULE.lastBids);
	});
});

describe('end of the game (rules 14-16, ruling 6)', () => {
	it('ends after the round in which someone reaches 100, not before', () => {
		const once = run(three(), hoard);
		expect(engine.isFinished(once)).toBe(false);
		const twice = run(once, hoard);
		expect(twice.totals).toEqual({ a: 132, b: 132, c: 132 });
		expect(engine.isFinished(twice)).toBe(true);
	});

	it('the highest total wins alone', () => {
		const s = run(three(), aheadRound, aheadRound);
		expect(s.totals).toEqual({ a: 132, b: 110, c: 110 });
		expect(s.finished).toBe(true);
		expect(s.winners).toEqual(['a']);
		expect(scoreboard(s).leaders).toEqual([0]);
	});

	it('by default equal highest totals share the win', () => {
		const s = run(three(), hoard, hoard);
		expect(s.winners).toEqual(['a', 'b', 'c']);
	});

	it('house rule: a tie at the top means one more round, then the top wins or shares', () => {
		const tied = run(three(true, { ties: 'extra-round' }), hoard, hoard);
		expect(tied.finished).toBe(false);
		expect(tied.tieBreak).toBe(true);
		const broken = run(tied, aheadRound);
		expect(broken.finished).toBe(true);
		expect(broken.winners).toEqual(['a']);
		expect(scoreboard(broken).rounds[2].label).toBe('Round 3 (tie-break)');
		const stillTied = run(tied, hoard);
		expect(stillTied.finished).toBe(true);
		expect(stillTied.winners).toEqual(['a', 'b', 'c']);
	});

	it('refuses any entry once the game is over, but the deck map may still be saved', () => {
		const over = run(three(false), hoard, hoard);
		const v = refused(apply(over, hoard));
		expect(v.rule).toBe(RULE.gameEnd);
		expect(refused(apply(over, { type: 'bid', player: 'a', n: 2 })).rule).toBe(RULE.gameEnd);
		expect(deckKnown(run(over, { type: 'deck', colours: DECK }))).toBe(true);
		expect(auctionView(over).phase).toBe('over');
	});
});

describe('the scoreboard', () => {
	it('lists rounds, totals, leaders and the target of 100', () => {
		const s = run(three(), {
			type: 'round',
			counts: {
				a: { red: 5, yellow: 3, green: 3 },
				b: { red: 3, yellow: 4, green: 4 },
				c: { red: 3, yellow: 4, green: 4 }
			}
		});
		expect(scoreboard(s)).toEqual({
			players: ['Ann', 'Bob', 'Cat'],
			rounds: [{ label: 'Round 1', scores: [15, 10, 10] }],
			totals: [15, 10, 10],
			finished: false,
			leaders: [0],
			target: 100
		});
		expect(leaders(s)).toEqual(['a']);
		expect(scoreboard(three()).leaders).toEqual([]);
	});
});

describe('purity and the event log', () => {
	it('never changes the state it is given', () => {
		const before = run(three(), openingPool, { type: 'bid', player: 'a', n: 2 });
		const copy = structuredClone(before);
		apply(before, { type: 'bid', player: 'b', n: 14 });
		apply(before, hoard);
		apply(before, { type: 'bid', player: 'b', n: 99 });
		expect(before).toEqual(copy);
	});

	it('undo in the log takes back the last bid', () => {
		const entries: LogEntry[] = [
			{ type: 'deck', colours: DECK },
			openingPool,
			{ type: 'bid', player: 'a', n: 2 },
			{ type: 'undo' }
		].map((event, i) => ({ seq: i + 1, at: 0, event }));
		const { state } = foldLog(edge, ok(setup([ann, bob, cat], {})), entries);
		expect(missingBids(state)).toEqual(['a', 'b', 'c']);
		expect(locate(state, 2)).toEqual({ at: 'hand', player: 'a' });
	});

	it('refuses malformed entries with a plain reason, naming what is wrong', () => {
		const s = run(three(), openingPool);
		const bad = [
			[{ type: 'colours', colours: null }, 'colours'],
			[{ type: 'deck', colours: 'red' }, 'colours'],
			[{ type: 'pool', cards: 'all' }, 'cards'],
			[{ type: 'auction', bids: null, takes: {} }, 'bids'],
			[{ type: 'round', counts: 11 }, 'counts'],
			[{ type: 'take', player: 'a', n: 'x' }, 'n']
		] as const;
		for (const [event, field] of bad) {
			expect(refused(edge.apply(s, event)).reason).toContain(`"${field}"`);
		}
	});

	it('refuses an entry type it does not know', () => {
		expect(refused(edge.apply(three(), { type: 'shuffle' })).reason).toBe(
			'This game has no entry of that kind.'
		);
	});
});

describe('rules page', () => {
	it('every rule id the engine cites exists on the rules page', () => {
		const ids = new Set(
			[...rules.sections.flatMap((s) => s.entries), ...rules.rulings].map((e) => e.id)
		);
		for (const id of Object.values(RULE)) expect(ids).toContain(id);
	});

	it('credits Michael Purcell under CC BY 4.0 and flags the tie ruling as a house rule', () => {
		expect(rules.credit).toContain('Michael Purcell');
		expect(rules.licence).toBe('CC BY 4.0');
		expect(rules.rulings.filter((r) => r.houseRule).map((r) => r.id)).toEqual([RULE.rulingTies]);
	});
});
