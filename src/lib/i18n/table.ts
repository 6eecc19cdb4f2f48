/**
 * What a shared table says (core/shared-table/said.ts: a code and its values) in words, in the
 * active language or the one asked for. The relay's close codes are worded here too: a code the
 * app knows in the reader's language, an unknown one with the relay's own text as it came.
 */
import type { Said } from '../core/engine';
import { RELAY_CLOSE } from '../core/shared-table/relay-close';
import { isTableSaid, type PhoneNamed, type TableSaid } from '../core/shared-table/said';
import { listOf } from '../core/words';
import { m } from '../paraglide/messages';
import { getLocale } from '../paraglide/runtime';
import { elided } from './elision';
import { type InLanguage } from './values';

/** A phone as an entry names it, in words: "Ana's phone", "das Handy von Ana", "the host phone". */
export function sayPhone(by: PhoneNamed, o: InLanguage = {}, start = false): string {
	const words = phoneWords(by, o, start);
	return start ? words.charAt(0).toUpperCase() + words.slice(1) : words;
}

function phoneWords(by: PhoneNamed, o: InLanguage, start: boolean): string {
	if ('name' in by)
		return start ? m.tb_phone_of_start({ name: by.name }, o) : m.tb_phone_of({ name: by.name }, o);
	if ('host' in by) {
		if (by.host) return start ? m.tb_host_phone_start({}, o) : m.tb_host_phone({}, o);
		return start ? m.tb_guest_phone_start({}, o) : m.tb_guest_phone({}, o);
	}
	return by.label;
}

/** The relay's close codes the app words itself. */
const CLOSES: Record<number, (o: InLanguage) => string> = {
	[RELAY_CLOSE.malformed]: (o) => m.tb_relay_malformed({}, o),
	[RELAY_CLOSE.removed]: (o) => m.tb_relay_removed({}, o),
	[RELAY_CLOSE.unknownTable]: (o) => m.tb_relay_unknown_table({}, o),
	[RELAY_CLOSE.expiredTable]: (o) => m.tb_relay_expired({}, o),
	[RELAY_CLOSE.tooLarge]: (o) => m.tb_relay_too_large({}, o),
	[RELAY_CLOSE.tooMany]: (o) => m.tb_relay_too_many({}, o),
	[RELAY_CLOSE.originRefused]: (o) => m.tb_relay_origin({}, o),
	[RELAY_CLOSE.tooManyCreated]: (o) => m.tb_relay_too_many_created({}, o),
	[RELAY_CLOSE.relayFull]: (o) => m.tb_relay_full({}, o)
};

/** The language asked for, and how to say a game's own refusal carried inside a table's sentence. */
export interface TableLanguage extends InLanguage {
	sayOther?: (said: Said) => string;
}

type Words = {
	[C in TableSaid['code']]: (said: Extract<TableSaid, { code: C }>, o: TableLanguage) => string;
};

// Typed by the list of codes, so a code without words fails the type check.
const WORDS: Words = {
	'table/unreachable': (_, o) => m.tb_unreachable({}, o),
	'table/relay-closed': (s, o) => {
		const known = CLOSES[s.close];
		if (known) return known(o);
		const close = String(s.close);
		return s.text
			? m.tb_relay_other_text({ close, text: s.text }, o)
			: m.tb_relay_other({ close }, o);
	},
	'table/unsigned': (_, o) => m.tb_unsigned({}, o),
	'table/opening': (_, o) => m.tb_opening({}, o),
	'table/no-round': (_, o) => m.tb_no_round({}, o),
	'table/seat-played': (_, o) => m.tb_seat_played({}, o),
	'table/remove-offline': (_, o) => m.tb_remove_offline({}, o),
	'table/move-failed': (_, o) => m.tb_move_failed({}, o),
	'table/removed': (_, o) => m.tb_removed({}, o),
	'table/keep-up': (s, o) => m.tb_keep_up({ error: s.error }, o),
	'table/cannot-record': (_, o) => m.tb_cannot_record({}, o),
	'table/no-relay': (_, o) => m.tb_no_relay({}, o),
	'table/share-failed': (s, o) =>
		s.error ? m.tb_share_failed_because({ error: s.error }, o) : m.tb_share_failed({}, o),
	'table/no-move': (_, o) => m.tb_no_move({}, o),
	'table/not-own-player': (_, o) => m.tb_not_own_player({}, o),
	'table/already-sealed': (_, o) => m.tb_already_sealed({}, o),
	'table/move-too-long': (_, o) => m.tb_move_too_long({}, o),
	'table/entries-missing': (s, o) =>
		m.tb_missing(
			{
				count: s.count,
				parts: listOf(
					s.by.map((part) => m.tb_missing_part({ count: part.count, by: sayPhone(part.by, o) }, o)),
					o.locale ?? getLocale()
				)
			},
			o
		),
	'table/entries-unverified': (s, o) => m.tb_unverified({ count: s.count }, o),
	'table/secret-unsigned': (s, o) => m.tb_secret_unsigned({ name: s.name }, o),
	'table/secret-not-host': (s, o) => m.tb_secret_not_host({ name: s.name }, o),
	'table/secret-wrong-phone': (s, o) => m.tb_secret_wrong_phone({ name: s.name }, o),
	'table/key-unsigned': (s, o) => m.tb_key_unsigned({ name: s.name }, o),
	'table/round-forged': (_, o) => m.tb_round_forged({}, o),
	'table/outcome-written': (_, o) => m.tb_outcome_written({}, o),
	'table/commitment': (s, o) => m.tb_commitment({ name: s.name }, o),
	'table/length': (s, o) => m.tb_length({ name: s.name }, o),
	'table/seat-taken': (s, o) => m.tb_seat_taken({ name: s.name ?? m.tb_this_player({}, o) }, o),
	'table/refused-at-reveal': (s, o) => {
		const reason = s.said ? (o.sayOther?.(s.said) ?? s.reason) : s.reason;
		return s.name
			? m.tb_refused_at_reveal_named({ name: s.name, reason }, o)
			: m.tb_refused_at_reveal({ reason }, o);
	},
	'table/made-offline': (s, o) => m.tb_made_offline({ by: sayPhone(s.by, o) }, o),
	'table/made-later': (s, o) => m.tb_made_later({ by: sayPhone(s.by, o, true) }, o),
	'table/ordered-after': (s, o) => m.tb_ordered_after({ by: sayPhone(s.by, o, true) }, o),
	'table/after-refused': (_, o) => m.tb_after_refused({}, o),
	'table/nothing-to-undo': (_, o) => m.tb_nothing_to_undo({}, o),
	'table/nothing-to-redo': (_, o) => m.tb_nothing_to_redo({}, o),
	'table/unreadable-entry': (_, o) => m.tb_unreadable_entry({}, o),
	'table/no-game': (_, o) => m.tb_no_game({}, o),
	'table/unreadable-game': (_, o) => m.tb_unreadable_game({}, o),
	'table/game-gone': (_, o) => m.tb_game_gone({}, o),
	'table/no-host': (_, o) => m.tb_no_host({}, o),
	'table/other-host-link': (_, o) => m.tb_other_host_link({}, o),
	'table/same-id': (_, o) => m.tb_same_id({}, o),
	'table/old-copy': (_, o) => m.tb_old_copy({}, o),
	'table/other-host': (_, o) => m.tb_other_host({}, o)
};

/** What the table said, in words (French elides before a name: "d’Ana"). */
export function sayTable(said: TableSaid, o: TableLanguage = {}): string {
	const words = WORDS[said.code] as (said: TableSaid, o: TableLanguage) => string;
	return elided(words(said, o), o.locale);
}

/** A table's sentence or an older phone's words kept as they were (a stored string). */
export function sayTableOr(said: TableSaid | string, o: TableLanguage = {}): string {
	return typeof said === 'string' ? said : sayTable(said, o);
}

export { isTableSaid };
