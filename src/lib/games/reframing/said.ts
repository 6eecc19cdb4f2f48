/**
 * Everything the Reframing referee says, as data: a refusal or a card's reason is a code and the
 * values its sentence needs (players' names, cards, frames, counts), never the sentence. The
 * screen says it in the reader's language (src/lib/i18n/reframing.ts), so a shared table shows
 * each phone the same reason in its own words. The codes are listed once in `REFRAMING_CODES`,
 * so a test can ask every language for every code.
 */
import { type ShownValue } from '../../core/engine';

/** Which list of a player's entry a card was named in. */
export type CardList = 'plays' | 'recover' | 'boost';

/** Why a move is refused. */
export type ReframingRefusal =
	| { code: 'reframing/no-player'; value: ShownValue }
	| { code: 'reframing/bad-seed' }
	| { code: 'reframing/player-count'; min: number; max: number; count: number }
	| { code: 'reframing/same-id' }
	| { code: 'reframing/threshold-mode'; value: ShownValue }
	| { code: 'reframing/match-over' }
	| { code: 'reframing/no-guess-yet'; name: string }
	| { code: 'reframing/names-not-yet' }
	| { code: 'reframing/names-frame-key'; key: string }
	| { code: 'reframing/names-frame-missing'; frame: number }
	| { code: 'reframing/names-unknown-receiver'; frame: number; id: string }
	| { code: 'reframing/names-unknown-named'; frame: number; name: string; value: ShownValue }
	| { code: 'reframing/names-own'; frame: number; name: string }
	| { code: 'reframing/names-twice'; frame: number; named: string; first: string; second: string }
	| { code: 'reframing/names-none'; frame: number; name: string }
	| { code: 'reframing/names-repeat'; name: string; named: string; first: number; second: number }
	| { code: 'reframing/names-wrong-round'; round: number }
	| { code: 'reframing/names-done' }
	| {
			code: 'reframing/not-a-card';
			name: string;
			value: ShownValue;
			list: CardList;
			highest: number;
	  }
	| { code: 'reframing/card-not-yet'; name: string; card: number; round: number; joins: number }
	| { code: 'reframing/card-twice'; name: string; card: number; list: CardList }
	| { code: 'reframing/take-back-wrong-round'; name: string; round: number }
	| { code: 'reframing/take-back-in-hand'; name: string; card: number }
	| { code: 'reframing/boost-wrong-round'; name: string; round: number }
	| { code: 'reframing/boost-played'; name: string; card: number }
	| { code: 'reframing/boost-in-hand'; name: string; card: number }
	| { code: 'reframing/boost-top'; name: string; card: number; frame: number }
	| { code: 'reframing/boost-two'; name: string; frame: number; first: number; second: number }
	| { code: 'reframing/guess-wrong-round'; name: string; round: number }
	| { code: 'reframing/guess-too-large'; name: string }
	| { code: 'reframing/guess-not-whole'; name: string; value: ShownValue }
	| { code: 'reframing/fourth-card'; name: string; card: number };

/**
 * Why a card passes or fails on its frame (what follows "3 on frame 2 fails: "). `count` is how
 * many copies of `card` lie where the condition looks.
 */
export type ReframingWhy =
	| { code: 'reframing/why-itself'; frame: number }
	| { code: 'reframing/why-copies'; count: number; card: number; frame: number }
	| {
			code: 'reframing/why-copies-under';
			count: number;
			card: number;
			frame: number;
			least: number;
	  }
	| { code: 'reframing/why-size'; count: number; frame: number; pass: boolean; threshold: number }
	| { code: 'reframing/why-odd-even'; frame: number; odd: number; even: number }
	| { code: 'reframing/why-all-numbers'; frame: number }
	| { code: 'reframing/why-missing-numbers'; frame: number; missing: number[] }
	| {
			code: 'reframing/why-eights';
			count: number;
			from: number;
			to: number;
			pass: boolean;
			most: number;
	  }
	| { code: 'reframing/why-none-frequent'; copies: number; frame: number }
	| { code: 'reframing/why-owner-has-all'; owner: string; copies: number; frame: number }
	| { code: 'reframing/why-owner-lacks'; owner: string; count: number; card: number; frame: number }
	| { code: 'reframing/why-biggest'; frame: number; size: number; next: number }
	| {
			code: 'reframing/why-not-biggest';
			frame: number;
			size: number;
			other: number;
			otherSize: number;
	  }
	| { code: 'reframing/why-twelves'; frame: number; twelves: number; ones: number; twos: number }
	| {
			code: 'reframing/why-different';
			count: number;
			frame: number;
			pass: boolean;
			threshold: number;
	  }
	| { code: 'reframing/why-four-fails'; frame: number }
	| {
			code: 'reframing/why-four-passes';
			frame: number;
			name: string;
			card: number;
			others: number;
	  };

export type ReframingSaid = ReframingRefusal | ReframingWhy;

/** Every code the Reframing referee can say, once each (the compiler keeps it whole). */
const CODES: Record<ReframingSaid['code'], true> = {
	'reframing/no-player': true,
	'reframing/bad-seed': true,
	'reframing/player-count': true,
	'reframing/same-id': true,
	'reframing/threshold-mode': true,
	'reframing/match-over': true,
	'reframing/no-guess-yet': true,
	'reframing/names-not-yet': true,
	'reframing/names-frame-key': true,
	'reframing/names-frame-missing': true,
	'reframing/names-unknown-receiver': true,
	'reframing/names-unknown-named': true,
	'reframing/names-own': true,
	'reframing/names-twice': true,
	'reframing/names-none': true,
	'reframing/names-repeat': true,
	'reframing/names-wrong-round': true,
	'reframing/names-done': true,
	'reframing/not-a-card': true,
	'reframing/card-not-yet': true,
	'reframing/card-twice': true,
	'reframing/take-back-wrong-round': true,
	'reframing/take-back-in-hand': true,
	'reframing/boost-wrong-round': true,
	'reframing/boost-played': true,
	'reframing/boost-in-hand': true,
	'reframing/boost-top': true,
	'reframing/boost-two': true,
	'reframing/guess-wrong-round': true,
	'reframing/guess-too-large': true,
	'reframing/guess-not-whole': true,
	'reframing/fourth-card': true,
	'reframing/why-itself': true,
	'reframing/why-copies': true,
	'reframing/why-copies-under': true,
	'reframing/why-size': true,
	'reframing/why-odd-even': true,
	'reframing/why-all-numbers': true,
	'reframing/why-missing-numbers': true,
	'reframing/why-eights': true,
	'reframing/why-none-frequent': true,
	'reframing/why-owner-has-all': true,
	'reframing/why-owner-lacks': true,
	'reframing/why-biggest': true,
	'reframing/why-not-biggest': true,
	'reframing/why-twelves': true,
	'reframing/why-different': true,
	'reframing/why-four-fails': true,
	'reframing/why-four-passes': true
};
export const REFRAMING_CODES = Object.keys(CODES) as ReframingSaid['code'][];

/** True when `said` is something the Reframing referee says. */
export function isReframingSaid(said: { code: string }): said is ReframingSaid {
	return Object.hasOwn(CODES, said.code);
}
