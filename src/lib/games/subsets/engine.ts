/**
 * The Subsets table referee: tracks every pile, checks each drawn card and each move with the
 * card checker, and counts the cards. The checker is injected (see checker.ts), so this file only
 * knows the table rules. Where the checker cannot decide, the engine asks for the table's answer
 * in the event and records it, so the log says who decided what.
 */
import {
	violation,
	type GameEngine,
	type GameEvent,
	type HouseRuleField,
	type RuleViolation,
	type Scoreboard,
	type SessionPlayer
} from '../../core/engine';
import type { SubsetsEvent } from './events';
import type { CardChecker, CheckResult, SetRules, SubsetResult } from './checker';
import { RULE } from './rules';

export interface SubsetsHouseRules {
	/** A player must steal when the referee proved that some pile can be stolen. */
	compulsoryStealing: boolean;
	/** After an Error! capture the drawer draws again instead of ending the turn. */
	drawAgainAfterCapture: boolean;
	/** A wrong Error! call costs the caller one face-down card, given to the drawer. */
	wrongCallPenalty: boolean;
	/** Where ℕ starts; passed to the checker. */
	naturalsFrom: 0 | 1;
}

export const defaultHouseRules: SubsetsHouseRules = {
	compulsoryStealing: false,
	drawAgainAfterCapture: false,
	wrongCallPenalty: false,
	naturalsFrom: 1
};

export const houseRuleFields: HouseRuleField[] = [
	{
		key: 'compulsoryStealing',
		label: 'Stealing is compulsory',
		help: 'A player must steal a pile when the referee has shown that one can be stolen.',
		kind: 'boolean',
		default: false
	},
	{
		key: 'drawAgainAfterCapture',
		label: 'Draw again after an Error! capture',
		help: 'When the drawn card is an error and someone captures it, the drawer draws another card.',
		kind: 'boolean',
		default: false
	},
	{
		key: 'wrongCallPenalty',
		label: 'Penalty for a wrong Error! call',
		help: 'Whoever calls Error! on a correct card gives one of their face-down cards to the drawer.',
		kind: 'boolean',
		default: false
	},
	{
		key: 'naturalsFrom',
		label: 'ℕ starts at',
		help: 'Whether the natural numbers ℕ are 1, 2, 3, ... or 0, 1, 2, ...',
		kind: 'choice',
		choices: [
			{ value: 1, label: '1 (ℕ = {1, 2, 3, ...})' },
			{ value: 0, label: '0 (ℕ = {0, 1, 2, ...})' }
		],
		default: 1
	}
];

/** A pile on the table; `cards` runs from the bottom card to the top card. */
export interface Pile {
	id: string;
	/** The pile's number as the table calls it ("pile 3"), in the order piles were started. */
	number: number;
	/** Seat index of the player the pile is in front of. */
	owner: number;
	faceUp: boolean;
	cards: string[];
}

/** A player and the loose face-down cards in front of them. */
export interface PlayerArea {
	id: string;
	name: string;
	/** Error cards this player captured, face down. */
	captured: string[];
	/** Face-down cards handed over by wrong Error! callers. */
	received: string[];
}

/** How a pile stands against the drawn card. */
export type Stealable = 'proven' | 'ask-table' | 'no';

/** One face-up pile weighed against a drawn card S: the checker's answer and what it allows. */
export interface StealOption {
	pile: string;
	owner: number;
	top: string;
	size: number;
	verdict: SubsetResult['verdict'];
	reason: string;
	/** When the top card is not a subset: an element of it that is not in S. */
	witness?: string;
	steal: Stealable;
}

/** What the table thought of a card the checker could not read. */
export type TableSays = 'valid' | 'error';

/** A starting card as it was dealt. */
export interface DealRecord {
	seat: number;
	card: string;
	verdict: CheckResult['verdict'];
	reason: string;
	tableSaid?: TableSays;
	/** Set when the card was an error and someone captured it. */
	capturedBy?: number;
}

export type DrawOutcome =
	| { kind: 'captured'; by: number }
	| {
			kind: 'stole';
			pile: string;
			from: number;
			verdict: SubsetResult['verdict'];
			/** True when the referee could not decide and the table agreed to the steal. */
			tableAgreed: boolean;
	  }
	| { kind: 'new-pile'; pile: string };

/** An Error! call on a card that was not an error, and the card the caller gave up, if any. */
export interface WrongCall {
	caller: number;
	gave: string | null;
}

/** A drawn card and everything that happened because of it. */
export interface DrawRecord {
	number: number;
	seat: number;
	card: string;
	verdict: CheckResult['verdict'];
	reason: string;
	tableSaid?: TableSays;
	wrongCalls: WrongCall[];
	/** Absent while the turn is still being played. */
	outcome?: DrawOutcome;
	flipped?: { pile: string; chosen: boolean };
	/** Cards in front of each player once the draw was settled. */
	counts?: number[];
}

export type Phase =
	| { kind: 'setup'; seat: number }
	| {
			kind: 'error';
			/** The player who dealt (setup) or drew the card. */
			seat: number;
			card: string;
			reason: string;
			span?: [number, number];
			during: 'setup' | 'draw';
	  }
	| { kind: 'draw' }
	| {
			kind: 'move';
			seat: number;
			card: string;
			verdict: 'valid' | 'unsupported';
			reason: string;
			options: StealOption[];
	  }
	| { kind: 'flip'; seat: number; candidates: string[] }
	| { kind: 'over' };

export interface SubsetsState {
	players: PlayerArea[];
	houseRules: SubsetsHouseRules;
	piles: Pile[];
	nextPile: number;
	/** Seat index of the player whose turn it is (or who is being dealt a starting card). */
	turn: number;
	phase: Phase;
	dealt: DealRecord[];
	drawn: DrawRecord[];
	/** Cards in front of each player when setup ended. */
	startCounts?: number[];
}

export type { SubsetsEvent };

export interface SubsetsEngine extends GameEngine<SubsetsState, SubsetsEvent, SubsetsHouseRules> {
	/**
	 * Weighs every face-up pile against `drawnCard`, in table order, using the answers `recorded`
	 * with the draw where there are any and the checker for the rest.
	 */
	stealOptions(
		state: SubsetsState,
		drawnCard: string,
		recorded?: readonly RecordedPileCheck[]
	): StealOption[];
	/** Checks a card with the table's reading choices (for live feedback while typing). */
	checkCard(state: SubsetsState, card: string): CheckResult;
}

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
/** Beyond this many face-up piles a player must turn one face down. */
export const FACE_UP_LIMIT = 2;

/** The checker's reading choices for this table. */
export function setRules(state: SubsetsState): SetRules {
	return { naturalsFrom: state.houseRules.naturalsFrom };
}

/** A new face-up pile of one card in front of `owner`, numbered after the last one started. */
function newPile(state: SubsetsState, owner: number, card: string): Pile {
	const number = state.nextPile++;
	return { id: `p${number}`, number, owner, faceUp: true, cards: [card] };
}

/**
 * A pile's number for a history line, which holds only the event: the number of the pile the
 * event names, read from the id `newPile` gave it. Screens with the table in hand use
 * `pile.number`.
 */
export function pileNumberInEvent(pileId: unknown): string {
	const match = /^p(\d+)$/.exec(String(pileId));
	return match ? match[1] : String(pileId);
}

/** The top card of a pile. */
export function topCard(pile: Pile): string {
	return pile.cards[pile.cards.length - 1];
}

/** A player's piles in the order they were placed in front of them. */
export function pilesOf(state: SubsetsState, seat: number): Pile[] {
	return state.piles.filter((pile) => pile.owner === seat);
}

/** The cards in front of each player, in seat order: every pile card plus loose face-down cards. */
export function cardCounts(state: SubsetsState): number[] {
	return state.players.map(
		(player, seat) =>
			player.captured.length +
			player.received.length +
			pilesOf(state, seat).reduce((sum, pile) => sum + pile.cards.length, 0)
	);
}

/** Places by card count, most first; players with equal counts share a place. */
export function ranking(
	state: SubsetsState
): { seat: number; name: string; cards: number; place: number }[] {
	const counts = cardCounts(state);
	return state.players
		.map((player, seat) => ({ seat, name: player.name, cards: counts[seat] }))
		.sort((a, b) => b.cards - a.cards || a.seat - b.seat)
		.map((row) => ({ ...row, place: 1 + counts.filter((c) => c > row.cards).length }));
}

/** Whose turn it is (or who is being dealt a starting card); null once the game is over. */
export function whoseTurn(state: SubsetsState): { seat: number; id: string; name: string } | null {
	if (state.phase.kind === 'over') return null;
	const seat = 'seat' in state.phase ? state.phase.seat : state.turn;
	return { seat, id: state.players[seat].id, name: state.players[seat].name };
}

/** What the table must do next, as a plain sentence and the phase it belongs to. */
export function pendingChoice(state: SubsetsState): { phase: Phase; prompt: string } {
	const phase = state.phase;
	const name = (seat: number) => state.players[seat].name;
	switch (phase.kind) {
		case 'setup':
			return { phase, prompt: `Enter ${name(phase.seat)}’s starting card.` };
		case 'error':
			return {
				phase,
				prompt: `This card is an error: ${phase.reason} Who called “Error!” first?`
			};
		case 'draw':
			return { phase, prompt: `${name(state.turn)} draws a card.` };
		case 'move': {
			const proven = phase.options.some((o) => o.steal === 'proven');
			const asks = phase.options.some((o) => o.steal === 'ask-table');
			const choice =
				proven || asks ? 'steal a pile or start a new pile' : 'start a new pile (nothing to steal)';
			return { phase, prompt: `${name(phase.seat)} must ${choice}.` };
		}
		case 'flip':
			return {
				phase,
				prompt: `${name(phase.seat)} has more than two face-up piles and must choose which of the largest to turn face down.`
			};
		case 'over':
			return { phase, prompt: 'The deck is used up: the game is over.' };
	}
}

/** One line for the history list, e.g. "Ana drew {1, 2}" or "Bo called Error!". */
export function describeEvent(event: GameEvent, players: readonly SessionPlayer[]): string {
	const name = (id: unknown) => players.find((p) => p.id === id)?.name ?? 'Someone';
	const card = typeof event.card === 'string' ? shortCard(event.card) : '';
	const table =
		event.tableSays === 'valid'
			? ' (the table accepted it)'
			: event.tableSays === 'error'
				? ' (the table ruled it an error)'
				: '';
	switch (event.type) {
		case 'starting-card':
			return `${name(event.player)} was dealt ${card}${table}`;
		case 'draw':
			return `${event.player ? name(event.player) : 'The player'} drew ${card}${table}`;
		case 'error-call':
			return `${name(event.caller)} called “Error!”`;
		case 'steal':
			return `Stole pile ${pileNumberInEvent(event.pile)}${event.tableAgreed ? ' (the table agreed)' : ''}`;
		case 'new-pile':
			return 'Started a new pile';
		case 'flip':
			return `Turned pile ${pileNumberInEvent(event.pile)} face down`;
		case 'deck-exhausted':
			return 'The deck ran out';
		default:
			return event.type;
	}
}

/** Reads stored house rules, filling anything missing or malformed with the defaults. */
function readHouseRules(value: unknown): SubsetsHouseRules {
	const given: Partial<Record<string, unknown>> =
		typeof value === 'object' && value !== null ? { ...value } : {};
	const flag = (key: 'compulsoryStealing' | 'drawAgainAfterCapture' | 'wrongCallPenalty') => {
		const set = given[key];
		return typeof set === 'boolean' ? set : defaultHouseRules[key];
	};
	const naturals = Number(given.naturalsFrom);
	return {
		compulsoryStealing: flag('compulsoryStealing'),
		drawAgainAfterCapture: flag('drawAgainAfterCapture'),
		wrongCallPenalty: flag('wrongCallPenalty'),
		naturalsFrom: naturals === 0 ? 0 : 1
	};
}

function stealableFor(result: SubsetResult): Stealable {
	switch (result.verdict) {
		case 'subset':
			return 'proven';
		case 'not-subset':
			return 'no';
		case 'error':
			// A drawn card that is an error can never take a pile; a top card the checker now faults
			// was accepted earlier, so the table has the last word on it.
			return result.card === 's' ? 'no' : 'ask-table';
		default:
			return 'ask-table';
	}
}

function shortCard(card: string): string {
	const flat = card.replace(/\s+/g, ' ').trim();
	return flat.length > 28 ? `${flat.slice(0, 27)}…` : flat;
}

function drawSummary(state: SubsetsState, record: DrawRecord): string {
	const name = (seat: number) => state.players[seat].name;
	const outcome = record.outcome;
	let text: string;
	if (!outcome) text = 'in play';
	else if (outcome.kind === 'captured') text = `error, captured by ${name(outcome.by)}`;
	else if (outcome.kind === 'new-pile') text = 'new pile';
	else
		text = outcome.from === record.seat ? 'stole own pile' : `stole ${name(outcome.from)}’s pile`;
	if (record.flipped) text += ', turned a pile face down';
	if (record.wrongCalls.length) {
		const callers = record.wrongCalls.map((call) => name(call.caller)).join(', ');
		text += `; wrong Error! call by ${callers}`;
	}
	return `${record.number}. ${name(record.seat)} drew ${shortCard(record.card)}: ${text}`;
}

/**
 * Weighs one top card A against the drawn card S. Steal options are asked only once the table
 * holds S to be a correct set, so when the checker cannot read S two answers stand anyway: a top
 * card that is S itself, and a top card that is empty (ruling 2: ∅ is a subset of every set).
 * Pure given the checker; the screens run it in a worker (see checker.protocol.ts).
 */
export function weighPile(
	checker: CardChecker,
	top: string,
	drawnCard: string,
	rules: SetRules
): SubsetResult {
	const result = checker.decideSubset(top, drawnCard, rules);
	if (result.verdict !== 'unsupported' && result.verdict !== 'unknown') return result;
	if (top.replace(/\s+/g, '') === drawnCard.replace(/\s+/g, '')) {
		return {
			verdict: 'subset',
			reason: 'A and S are the same card, and every set is a subset of itself.'
		};
	}
	if (result.card === 's' && checker.decideSubset(top, '∅', rules).verdict === 'subset') {
		return {
			verdict: 'subset',
			reason: 'A is empty, and the empty set is a subset of every set.'
		};
	}
	return result;
}

/** A checker answer for one pile, recorded in a draw event (typed by the event schema). */
export type RecordedPileCheck = SubsetResult & { pile: string };

/** Whether a recorded span marks a stretch of the card's text: whole positions, in order. */
const isSpan = ([from, to]: readonly [number, number]) =>
	Number.isInteger(from) && Number.isInteger(to) && from >= 0 && from <= to;

/**
 * A card verdict recorded in an event, used when it could be the checker's: one whose span
 * marks no stretch of text is not, and the checker is asked instead.
 */
function recordedCardCheck(recorded: CheckResult | undefined): CheckResult | null {
	if (recorded === undefined) return null;
	return recorded.verdict === 'valid' || isSpan(recorded.span) ? recorded : null;
}

/** Builds the Subsets engine around a card checker. */
export function createSubsetsEngine(checker: CardChecker): SubsetsEngine {
	/**
	 * `recorded` holds answers the screen already got from the checker (in a worker, within a time
	 * budget) and wrote into the draw event; piles it does not cover are weighed here.
	 */
	function stealOptions(
		state: SubsetsState,
		drawnCard: string,
		recorded: readonly RecordedPileCheck[] = []
	): StealOption[] {
		const rules = setRules(state);
		const answers = new Map(recorded.map((check) => [check.pile, check]));
		return state.piles
			.filter((pile) => pile.faceUp)
			.map((pile) => {
				const top = topCard(pile);
				const result = answers.get(pile.id) ?? weighPile(checker, top, drawnCard, rules);
				return {
					pile: pile.id,
					owner: pile.owner,
					top,
					size: pile.cards.length,
					verdict: result.verdict,
					reason: result.reason,
					...(result.witness !== undefined ? { witness: result.witness } : {}),
					steal: stealableFor(result)
				};
			});
	}

	function seatOf(state: SubsetsState, id: string): number {
		return state.players.findIndex((player) => player.id === id);
	}

	/** Refuses a move event that names someone other than the player to move. */
	function wrongPlayer(
		state: SubsetsState,
		seat: number,
		id: string | undefined
	): RuleViolation | null {
		if (id === undefined) return null;
		const named = seatOf(state, id);
		if (named === seat) return null;
		return violation(
			`It is ${state.players[seat].name}’s turn, not ${named >= 0 ? state.players[named].name : 'that player'}’s.`,
			RULE.turnOrder,
			id
		);
	}

	/**
	 * Reads a typed card: the checker's verdict, overridden by the table only where the checker
	 * could not read the card. Returns the effective verdict or a violation. `recorded` is the
	 * verdict the screen already got (in a worker, within a time budget) and wrote into the
	 * event; without one the checker is asked here.
	 */
	function judgeCard(
		state: SubsetsState,
		card: string,
		tableSays: TableSays | undefined,
		recorded: CheckResult | undefined
	):
		| RuleViolation
		| { card: string; check: CheckResult; effective: 'valid' | 'error'; tableSaid?: TableSays } {
		const text = card.trim();
		if (text === '') return violation('Type the text of the card first.', RULE.draw);
		const check = recordedCardCheck(recorded) ?? checker.checkCard(text, setRules(state));
		if (check.verdict === 'unsupported') {
			if (tableSays === undefined) {
				return violation(
					`The referee cannot read this card (${check.reason}), so the table must say whether it is a correct set.`,
					RULE.unreadableCard
				);
			}
			return { card: text, check, effective: tableSays, tableSaid: tableSays };
		}
		if (tableSays !== undefined && tableSays !== check.verdict) {
			return violation(
				check.verdict === 'error'
					? `The referee found an error on this card: ${check.reason}`
					: 'The referee read this card as a correct set, so it is not an error.',
				RULE.notation
			);
		}
		return { card: text, check, effective: check.verdict };
	}

	function finishDraw(next: SubsetsState, record: DrawRecord, passTurn: boolean): void {
		record.counts = cardCounts(next);
		if (passTurn) next.turn = (next.turn + 1) % next.players.length;
		next.phase = { kind: 'draw' };
	}

	/** After a move: turn the largest face-up pile down when the mover has too many. */
	function applyFlipRule(next: SubsetsState, seat: number, record: DrawRecord): void {
		const up = pilesOf(next, seat).filter((pile) => pile.faceUp);
		if (up.length <= FACE_UP_LIMIT) return finishDraw(next, record, true);
		const largest = Math.max(...up.map((pile) => pile.cards.length));
		const tied = up.filter((pile) => pile.cards.length === largest);
		if (tied.length === 1) {
			tied[0].faceUp = false;
			record.flipped = { pile: tied[0].id, chosen: false };
			return finishDraw(next, record, true);
		}
		next.phase = { kind: 'flip', seat, candidates: tied.map((pile) => pile.id) };
	}

	function currentDraw(next: SubsetsState): DrawRecord {
		return next.drawn[next.drawn.length - 1];
	}

	/** Takes the face-down card a wrong caller gives up (see rule 17), or null when they have none. */
	function takeFaceDownCard(next: SubsetsState, seat: number): string | null {
		const player = next.players[seat];
		const loose = player.captured.pop() ?? player.received.pop();
		if (loose !== undefined) return loose;
		const down = pilesOf(next, seat).filter((pile) => !pile.faceUp);
		if (down.length === 0) return null;
		const largest = down.reduce((a, b) => (b.cards.length > a.cards.length ? b : a));
		const card = largest.cards.pop() ?? null;
		if (largest.cards.length === 0) next.piles = next.piles.filter((pile) => pile !== largest);
		return card;
	}

	/** A starting card dealt to the next seat, or an error card the table captures first. */
	function applyStartingCard(
		state: SubsetsState,
		event: Extract<SubsetsEvent, { type: 'starting-card' }>
	): SubsetsState | RuleViolation {
		const phase = state.phase;
		if (phase.kind !== 'setup') {
			return violation('Every player already has a starting card.', RULE.deal);
		}
		const seat = seatOf(state, event.player);
		if (seat !== phase.seat) {
			return violation(
				`Starting cards go round in seat order: it is ${state.players[phase.seat].name}’s turn to get one.`,
				RULE.deal
			);
		}
		const judged = judgeCard(state, event.card, event.tableSays, event.check);
		if ('kind' in judged) return judged;
		const next = structuredClone(state);
		const record: DealRecord = {
			seat,
			card: judged.card,
			verdict: judged.check.verdict,
			reason: judged.check.reason,
			...(judged.tableSaid ? { tableSaid: judged.tableSaid } : {})
		};
		next.dealt.push(record);
		if (judged.effective === 'error') {
			next.phase = errorPhase(seat, judged.card, judged.check, judged.tableSaid, 'setup');
			return next;
		}
		next.piles.push(newPile(next, seat, judged.card));
		advanceSetup(next, seat);
		return next;
	}

	/** The player to move draws a card: an error waits for its capture, any other card for a move. */
	function applyDraw(
		state: SubsetsState,
		event: Extract<SubsetsEvent, { type: 'draw' }>
	): SubsetsState | RuleViolation {
		const phase = state.phase;
		if (phase.kind !== 'draw') return notNow(state, 'draw a card');
		const bad = wrongPlayer(state, state.turn, event.player);
		if (bad) return bad;
		const judged = judgeCard(state, event.card, event.tableSays, event.check);
		if ('kind' in judged) return judged;
		const next = structuredClone(state);
		next.drawn.push({
			number: next.drawn.length + 1,
			seat: state.turn,
			card: judged.card,
			verdict: judged.check.verdict,
			reason: judged.check.reason,
			...(judged.tableSaid ? { tableSaid: judged.tableSaid } : {}),
			wrongCalls: []
		});
		if (judged.effective === 'error') {
			next.phase = errorPhase(state.turn, judged.card, judged.check, judged.tableSaid, 'draw');
			return next;
		}
		next.phase = {
			kind: 'move',
			seat: state.turn,
			card: judged.card,
			verdict: judged.check.verdict === 'valid' ? 'valid' : 'unsupported',
			reason: judged.check.reason,
			options: stealOptions(state, judged.card, event.checks)
		};
		return next;
	}

	/** Someone calls “Error!”: the caller captures an error card, or a wrong call may cost a card. */
	function applyErrorCall(
		state: SubsetsState,
		event: Extract<SubsetsEvent, { type: 'error-call' }>
	): SubsetsState | RuleViolation {
		const phase = state.phase;
		const caller = seatOf(state, event.caller);
		if (caller < 0) return violation('Only a player at this table can call “Error!”.');
		if (phase.kind === 'error') {
			const next = structuredClone(state);
			next.players[caller].captured.push(phase.card);
			if (phase.during === 'setup') {
				next.dealt[next.dealt.length - 1].capturedBy = caller;
				// The same player is dealt another starting card.
				next.phase = { kind: 'setup', seat: phase.seat };
				return next;
			}
			const record = currentDraw(next);
			record.outcome = { kind: 'captured', by: caller };
			finishDraw(next, record, !state.houseRules.drawAgainAfterCapture);
			return next;
		}
		if (phase.kind === 'move') {
			if (caller === phase.seat) {
				return violation(
					'The referee accepted this card, and the drawer cannot call “Error!” on their own card.',
					RULE.wrongCalls,
					state.players[caller].id
				);
			}
			const next = structuredClone(state);
			const gave = state.houseRules.wrongCallPenalty ? takeFaceDownCard(next, caller) : null;
			if (gave !== null) next.players[phase.seat].received.push(gave);
			currentDraw(next).wrongCalls.push({ caller, gave });
			return next;
		}
		return violation(
			'There is no card in play to call “Error!” on right now.',
			RULE.errorCapture,
			state.players[caller].id
		);
	}

	/** The drawer steals a face-up pile whose top card is a subset of the drawn card. */
	function applySteal(
		state: SubsetsState,
		event: Extract<SubsetsEvent, { type: 'steal' }>
	): SubsetsState | RuleViolation {
		const phase = state.phase;
		if (phase.kind !== 'move') return notNow(state, 'steal a pile');
		const bad = wrongPlayer(state, phase.seat, event.player);
		if (bad) return bad;
		const pile = state.piles.find((p) => p.id === event.pile);
		if (!pile) return violation('There is no such pile on the table.', RULE.steal);
		if (!pile.faceUp) {
			return violation('Face-down piles can never be stolen.', RULE.faceDownSafe);
		}
		const option = phase.options.find((o) => o.pile === pile.id);
		if (!option) return violation('That pile was not on the table when the card was drawn.');
		if (option.steal === 'no') {
			const because = option.witness
				? `${option.witness} is in ${option.top} but not in ${phase.card}.`
				: option.reason;
			return violation(`${option.top} is not a subset of ${phase.card}: ${because}`, RULE.steal);
		}
		if (option.steal === 'ask-table' && event.tableAgreed !== true) {
			return violation(
				`The referee cannot tell whether ${option.top} is a subset of ${phase.card}, so this steal needs the table’s agreement.`,
				RULE.askTheTable
			);
		}
		const next = structuredClone(state);
		const moved = next.piles.find((p) => p.id === pile.id)!;
		moved.cards.push(phase.card);
		moved.owner = phase.seat;
		// A stolen pile joins the end of the new owner's row.
		next.piles = [...next.piles.filter((p) => p !== moved), moved];
		const record = currentDraw(next);
		record.outcome = {
			kind: 'stole',
			pile: pile.id,
			from: pile.owner,
			verdict: option.verdict,
			tableAgreed: option.steal === 'ask-table'
		};
		applyFlipRule(next, phase.seat, record);
		return next;
	}

	/** The drawer starts a new pile with the drawn card (refused when stealing is compulsory and proven). */
	function applyNewPile(
		state: SubsetsState,
		event: Extract<SubsetsEvent, { type: 'new-pile' }>
	): SubsetsState | RuleViolation {
		const phase = state.phase;
		if (phase.kind !== 'move') return notNow(state, 'start a new pile');
		const bad = wrongPlayer(state, phase.seat, event.player);
		if (bad) return bad;
		const proven = phase.options.find((o) => o.steal === 'proven');
		if (state.houseRules.compulsoryStealing && proven) {
			return violation(
				`Stealing is compulsory at this table, and the referee showed that ${proven.top} is a subset of ${phase.card}.`,
				RULE.stealingOptional
			);
		}
		const next = structuredClone(state);
		const pile = newPile(next, phase.seat, phase.card);
		next.piles.push(pile);
		const record = currentDraw(next);
		record.outcome = { kind: 'new-pile', pile: pile.id };
		applyFlipRule(next, phase.seat, record);
		return next;
	}

	/** The drawer chooses which of their tied largest face-up piles turns face down. */
	function applyFlip(
		state: SubsetsState,
		event: Extract<SubsetsEvent, { type: 'flip' }>
	): SubsetsState | RuleViolation {
		const phase = state.phase;
		if (phase.kind !== 'flip') {
			return violation(
				'No pile needs turning face down right now: the app turns the largest one down by itself when there is no tie.',
				RULE.flipping
			);
		}
		const bad = wrongPlayer(state, phase.seat, event.player);
		if (bad) return bad;
		if (!phase.candidates.includes(event.pile)) {
			return violation('Choose one of your largest face-up piles to turn face down.', RULE.flipTie);
		}
		const next = structuredClone(state);
		next.piles.find((p) => p.id === event.pile)!.faceUp = false;
		const record = currentDraw(next);
		record.flipped = { pile: event.pile, chosen: true };
		finishDraw(next, record, true);
		return next;
	}

	/** The deck runs out between turns: the game is over. */
	function applyDeckExhausted(state: SubsetsState): SubsetsState | RuleViolation {
		const phase = state.phase;
		if (phase.kind !== 'draw') {
			return phase.kind === 'over'
				? violation('The game is already over.', RULE.end)
				: violation(
						'The deck can only run out between turns: finish this one first.',
						RULE.deckRunsOut
					);
		}
		return { ...state, phase: { kind: 'over' } };
	}

	/** Applies one event through its own function above; never changes `state`. */
	/** Applies one event through its own function above; never changes `state`. */
	function apply(state: SubsetsState, event: SubsetsEvent): SubsetsState | RuleViolation {
		switch (event.type) {
			case 'starting-card':
				return applyStartingCard(state, event);
			case 'draw':
				return applyDraw(state, event);
			case 'error-call':
				return applyErrorCall(state, event);
			case 'steal':
				return applySteal(state, event);
			case 'new-pile':
				return applyNewPile(state, event);
			case 'flip':
				return applyFlip(state, event);
			case 'deck-exhausted':
				return applyDeckExhausted(state);
		}
	}

	function notNow(state: SubsetsState, what: string): RuleViolation {
		const phase = state.phase;
		const name = (seat: number) => state.players[seat].name;
		const reasons: Record<Phase['kind'], [string, string]> = {
			setup: [`Deal the starting cards before anyone can ${what}.`, RULE.deal],
			error: [
				'The drawn card is an error: first record who called “Error!” and captures it.',
				RULE.errorCapture
			],
			draw: [`${name(state.turn)} must draw a card first.`, RULE.draw],
			move: [
				`${'seat' in phase ? name(phase.seat) : ''} must first steal a pile or start a new pile with the drawn card.`,
				RULE.steal
			],
			flip: [
				`${'seat' in phase ? name(phase.seat) : ''} must first choose which largest pile to turn face down.`,
				RULE.flipTie
			],
			over: ['The game is over.', RULE.end]
		};
		const [reason, rule] = reasons[phase.kind];
		return violation(reason, rule);
	}

	function errorPhase(
		seat: number,
		card: string,
		check: CheckResult,
		tableSaid: TableSays | undefined,
		during: 'setup' | 'draw'
	): Phase {
		if (tableSaid === 'error') {
			return {
				kind: 'error',
				seat,
				card,
				reason: 'The table ruled that this card is an error.',
				during
			};
		}
		return {
			kind: 'error',
			seat,
			card,
			reason: check.reason,
			...('span' in check ? { span: check.span } : {}),
			during
		};
	}

	function advanceSetup(next: SubsetsState, seat: number): void {
		if (seat + 1 < next.players.length) {
			next.phase = { kind: 'setup', seat: seat + 1 };
			return;
		}
		next.startCounts = cardCounts(next);
		next.turn = 0;
		next.phase = { kind: 'draw' };
	}

	return {
		id: 'subsets',
		defaultHouseRules,

		setup(players: readonly SessionPlayer[], houseRules: SubsetsHouseRules) {
			if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
				return violation(
					`Subsets needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players (3 or 4 is usual).`,
					RULE.players
				);
			}
			if (new Set(players.map((p) => p.id)).size !== players.length) {
				return violation('Each player needs their own id.', RULE.players);
			}
			return {
				players: players.map((p) => ({ id: p.id, name: p.name, captured: [], received: [] })),
				houseRules: readHouseRules(houseRules),
				piles: [],
				nextPile: 1,
				turn: 0,
				phase: { kind: 'setup', seat: 0 },
				dealt: [],
				drawn: []
			};
		},

		apply,

		scoreboard(state: SubsetsState): Scoreboard {
			const totals = cardCounts(state);
			// The shared scoreboard adds rows up, so each row holds the change in cards that draw
			// made (negative for a player whose pile was stolen); the sums are the card counts.
			const rounds: Scoreboard['rounds'] = [];
			let before = state.players.map(() => 0);
			const row = (label: string, counts: number[]) => {
				rounds.push({ label, scores: counts.map((n, seat) => n - before[seat]) });
				before = counts;
			};
			if (state.startCounts) row('Starting cards', state.startCounts);
			for (const record of state.drawn) {
				if (record.counts) row(drawSummary(state, record), record.counts);
			}
			const best = Math.max(...totals);
			return {
				players: state.players.map((p) => p.name),
				rounds,
				totals,
				finished: state.phase.kind === 'over',
				leaders: totals.flatMap((total, seat) => (total === best ? [seat] : []))
			};
		},

		isFinished(state: SubsetsState) {
			return state.phase.kind === 'over';
		},

		stealOptions,

		checkCard(state: SubsetsState, card: string) {
			return checker.checkCard(card, setRules(state));
		}
	};
}
