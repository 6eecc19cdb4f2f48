/** Read-only views of a Subsets table for the screens: places, whose turn, the next choice, history lines and the scoreboard. */
import type { GameEvent, Scoreboard, SessionPlayer } from '../../core/engine';
import {
	cardCounts,
	pileNumberInEvent,
	shortCard,
	type DrawRecord,
	type Phase,
	type SubsetsState
} from './state';

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

/** A settled draw's scoreboard row as data: who drew what, and what came of it. */
export interface DrawRow {
	code: 'subsets/row-draw';
	number: number;
	name: string;
	card: string;
	outcome:
		| { kind: 'in-play' }
		| { kind: 'new-pile' }
		| { kind: 'stole-own' }
		| { kind: 'captured'; name: string }
		| { kind: 'stole'; name: string };
	flipped: boolean;
	callers: string[];
}

/** The row of the starting cards, as data. */
export const START_ROW = { code: 'subsets/row-start' } as const;

function drawRow(state: SubsetsState, record: DrawRecord): DrawRow {
	const name = (seat: number) => state.players[seat].name;
	const outcome = record.outcome;
	return {
		code: 'subsets/row-draw',
		number: record.number,
		name: name(record.seat),
		card: shortCard(record.card),
		outcome: !outcome
			? { kind: 'in-play' }
			: outcome.kind === 'captured'
				? { kind: 'captured', name: name(outcome.by) }
				: outcome.kind === 'new-pile'
					? { kind: 'new-pile' }
					: outcome.from === record.seat
						? { kind: 'stole-own' }
						: { kind: 'stole', name: name(outcome.from) },
		flipped: Boolean(record.flipped),
		callers: record.wrongCalls.map((call) => name(call.caller))
	};
}

/** A draw's row in English, as the share text and the referee CLI give it. */
export function drawRowText(row: DrawRow): string {
	const o = row.outcome;
	let text =
		o.kind === 'in-play'
			? 'in play'
			: o.kind === 'captured'
				? `error, captured by ${o.name}`
				: o.kind === 'new-pile'
					? 'new pile'
					: o.kind === 'stole-own'
						? 'stole own pile'
						: `stole ${o.name}’s pile`;
	if (row.flipped) text += ', turned a pile face down';
	if (row.callers.length) text += `; wrong Error! call by ${row.callers.join(', ')}`;
	return `${row.number}. ${row.name} drew ${row.card}: ${text}`;
}

/**
 * The scoreboard: one row for the starting cards and one per settled draw. The shared scoreboard
 * adds rows up, so each row holds the change in cards that draw made (negative for a player whose
 * pile was stolen); the sums are the card counts.
 */
export function scoreboard(state: SubsetsState): Scoreboard {
	const totals = cardCounts(state);
	const rounds: Scoreboard['rounds'] = [];
	let before = state.players.map(() => 0);
	const row = (label: string, said: Scoreboard['rounds'][number]['said'], counts: number[]) => {
		rounds.push({ label, said, scores: counts.map((n, seat) => n - before[seat]) });
		before = counts;
	};
	if (state.startCounts) row('Starting cards', START_ROW, state.startCounts);
	for (const record of state.drawn) {
		if (!record.counts) continue;
		const said = drawRow(state, record);
		row(drawRowText(said), said, record.counts);
	}
	const best = Math.max(...totals);
	return {
		players: state.players.map((p) => p.name),
		rounds,
		totals,
		finished: state.phase.kind === 'over',
		leaders: totals.flatMap((total, seat) => (total === best ? [seat] : []))
	};
}

/** Whether the game is over (the deck ran out). */
export function isFinished(state: SubsetsState): boolean {
	return state.phase.kind === 'over';
}
