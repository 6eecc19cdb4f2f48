/**
 * The Stats screen's figures in words, in the active language or the one asked for: counts with
 * their plurals, places, percentages, averages, durations and the charts' sentences for screen
 * readers. core/stats.ts counts; this module only words what it counted (numbers through
 * `Intl.NumberFormat`, lists through `Intl.ListFormat`, plurals through the messages).
 */
import type { Bucket, PlayerStats, PlayRecord, ScoreRecord } from '../core/stats';
import type { StatsView } from '../core/stats-view';
import type { NotepadWin, WinRule } from '../core/plays';
import { eitherOf } from '../core/words';
import { m } from '../paraglide/messages';
import { getLocale, type Locale } from '../paraglide/runtime';
import { type InLanguage } from './values';
import { listFormat, numberFormat } from './intl-formats';

/**
 * How numbers are written: `format` is the locale for `Intl` (the phone's own variant of the
 * language read, e.g. en-GB or de-CH), `locale` the language of the words.
 */
export interface StatsWording extends InLanguage {
	format?: string;
}

const formatOf = (o: StatsWording): string => o.format ?? o.locale ?? getLocale();
const localeOf = (o: StatsWording): Locale => o.locale ?? getLocale();

/** A whole number as the language writes it: "1,234", "1.234", "1 234". */
export function shownCount(n: number, o: StatsWording = {}): string {
	return numberFormat(formatOf(o), { maximumFractionDigits: 0 }).format(n);
}

/** A score as written (a score may have decimals): "12.5", "12,5". */
export function shownScore(n: number, o: StatsWording = {}): string {
	return numberFormat(formatOf(o), { maximumFractionDigits: 2 }).format(n);
}

/** A share 0 to 1 as a whole percentage: "67%", "67 %". */
export function shownPercent(rate: number, o: StatsWording = {}): string {
	return numberFormat(formatOf(o), {
		style: 'percent',
		maximumFractionDigits: 0
	}).format(rate);
}

/** An average with one decimal at most ("12.5", "12,5"), or a dash when there is none. */
export function shownAverageIn(value: number | null, o: StatsWording = {}): string {
	if (value === null) return '–';
	return numberFormat(formatOf(o), { maximumFractionDigits: 1 }).format(value);
}

/** "A, B, C" in the language's way of listing parts without "and". */
function partsOf(parts: readonly string[], o: StatsWording): string {
	return listFormat(formatOf(o), { type: 'unit', style: 'short' }).format(parts);
}

/** "Ada and Bea", "Ada und Bea". */
export function pairOf(a: string, b: string, o: StatsWording = {}): string {
	return pairParts(a, b, o)
		.map((part) => part.text)
		.join('');
}

/**
 * The pair as `pairOf` words it, in parts: each name (`who` 0 for `a`, 1 for `b`) and the words
 * between, so a screen can make each name a link.
 */
export function pairParts(
	a: string,
	b: string,
	o: StatsWording = {}
): { text: string; who?: 0 | 1 }[] {
	let next = 0;
	return listFormat(formatOf(o), { type: 'conjunction' })
		.formatToParts([a, b])
		.map((part) =>
			part.type === 'element'
				? { text: part.value, who: next++ === 0 ? 0 : 1 }
				: { text: part.value }
		);
}

/** A player's places: "1st twice, 3rd once" ("1. Platz zweimal, 3. Platz einmal"), or "none". */
export function placesWords(places: readonly number[], o: StatsWording = {}): string {
	const options = { locale: localeOf(o) };
	const parts = places.flatMap((n, i) => {
		if (!n) return [];
		const place = m.sb_place({ place: i + 1 }, options);
		const times = n === 1 ? 'once' : n === 2 ? 'twice' : 'other';
		return [m.sb_place_times({ place, times, count: shownCount(n, o) }, options)];
	});
	return parts.length ? partsOf(parts, o) : m.sb_places_none({}, options);
}

/** One player's record in one game: "2 played, 1 win, best 23, average 23". */
export function gameLineWords(
	r: Pick<PlayRecord & ScoreRecord, 'played' | 'wins' | 'best' | 'average'>,
	o: StatsWording = {}
): string {
	const options = { locale: localeOf(o) };
	const scores =
		r.best === null
			? m.sb_no_score({}, options)
			: m.sb_best_average(
					{ best: shownScore(r.best, o), average: shownAverageIn(r.average, o) },
					options
				);
	const wins = m.sb_wins_count({ count: r.wins, countText: shownCount(r.wins, o) }, options);
	return m.sb_game_line(
		{ played: r.played, playedText: shownCount(r.played, o), wins, scores },
		options
	);
}

/** The counts above the stats, in one or two sentences. */
export function countedWords(
	stats: Pick<StatsView, 'counted' | 'stoppedEarly' | 'apart' | 'scored' | 'fileWinners'>,
	unfinishedScores: boolean,
	o: StatsWording = {}
): string {
	const options = { locale: localeOf(o) };
	const count = (n: number) => ({ count: n, countText: shownCount(n, o) });
	let first: string = m.sb_counted(count(stats.counted), options);
	if (stats.stoppedEarly) first += ` (${m.sb_counted_stopped(count(stats.stoppedEarly), options)})`;
	if (stats.apart.length) first += `, ${m.sb_counted_apart(count(stats.apart.length), options)}`;
	const scored = unfinishedScores
		? m.sb_scored_all(count(stats.scored), options)
		: m.sb_scored_finished(count(stats.scored), options);
	const sentences = [`${first}.`, scored];
	if (stats.fileWinners) sentences.push(m.sb_file_winners(count(stats.fileWinners), options));
	return sentences.join(' ');
}

/** Why a game's scores come from another number of plays than it has, or '' when they do not. */
export function scoredFromWords(plays: number, scored: number, o: StatsWording = {}): string {
	const options = { locale: localeOf(o) };
	const count = (n: number) => ({ count: n, countText: shownCount(n, o) });
	if (scored < plays) return m.sb_scores_left_out(count(plays - scored), options);
	if (scored > plays) return m.sb_scores_include(count(scored - plays), options);
	return '';
}

/** The wins chart in one sentence, for screen readers: "Wins per player: Ada 3, Bea 1." */
export function winsWords(
	players: readonly Pick<PlayerStats, 'name' | 'wins'>[],
	o: StatsWording = {}
): string {
	const options = { locale: localeOf(o) };
	if (players.length === 0) return m.sb_no_wins({}, options);
	const list = partsOf(
		players.map((p) => `${p.name} ${shownCount(p.wins, o)}`),
		o
	);
	return m.sb_wins_described({ list }, options);
}

/** A bar's scores: "7", "10 to 19". */
export function bucketLabel(b: Bucket, o: StatsWording = {}): string {
	if (b.from === b.to) return shownScore(b.from, o);
	return m.sb_range(
		{ from: shownScore(b.from, o), to: shownScore(b.to, o) },
		{ locale: localeOf(o) }
	);
}

/** The score histogram in one sentence, for screen readers. */
export function distributionWords(
	gameName: string,
	buckets: readonly Bucket[],
	o: StatsWording = {}
): string {
	const options = { locale: localeOf(o) };
	if (buckets.length === 0) return m.sb_no_scores_in({ name: gameName }, options);
	const parts = buckets.map((b) =>
		m.sb_bucket(
			{ range: bucketLabel(b, o), count: b.count, countText: shownCount(b.count, o) },
			options
		)
	);
	return m.sb_scores_described({ name: gameName, parts: parts.join('; ') }, options);
}

/** How long a game was played: "1 hour 5 minutes", "1 Stunde 5 Minuten", "1 heure 5 minutes". */
export function durationIn(ms: number, o: StatsWording = {}): string {
	const minutes = Math.floor(Math.max(0, ms) / 60_000);
	if (minutes === 0) return m.sb_less_than_minute({}, { locale: localeOf(o) });
	const unit = (n: number, name: 'hour' | 'minute') =>
		numberFormat(formatOf(o), { style: 'unit', unit: name, unitDisplay: 'long' }).format(n);
	const hours = Math.floor(minutes / 60);
	const rest = minutes % 60;
	return [hours ? unit(hours, 'hour') : '', rest ? unit(rest, 'minute') : '']
		.filter(Boolean)
		.join(' ');
}

/**
 * How each game the app referees is won, by the English words its plays store (games/registry.ts
 * `winRule`, read here as a code).
 */
export const REFEREE_RULES: Readonly<Record<string, (o: InLanguage) => string>> = {
	'first to 100, highest total wins': (o) => m.sb_rule_permutations({}, o),
	'most cards at the end': (o) => m.sb_rule_subsets({}, o),
	'highest total after the last round': (o) => m.sb_rule_transform({}, o),
	'most points after 8 rounds': (o) => m.sb_rule_reframing({}, o)
};

/**
 * A play's win rule in the language read: a refereed game's in its words, a notepad game's from
 * its data ("die niedrigste Summe gewinnt, Ende nach 1 Runde"), any other text as stored.
 */
export function winRuleWords(stored: WinRule, o: StatsWording = {}): string {
	const locale = localeOf(o);
	if (typeof stored !== 'string') return notepadRuleWords(stored, { locale });
	const worded = Object.hasOwn(REFEREE_RULES, stored) ? REFEREE_RULES[stored] : undefined;
	return worded ? worded({ locale }) : stored;
}

function notepadRuleWords(rule: NotepadWin, o: InLanguage): string {
	const which = rule.lowest ? m.hi_win_lowest({}, o) : m.hi_win_highest({}, o);
	const ends = [
		...(rule.rounds ? [m.hi_win_after({ count: rule.rounds }, o)] : []),
		...(rule.target ? [m.hi_win_reaches({ target: String(rule.target) }, o)] : [])
	];
	return ends.length
		? m.hi_win_ends({ rule: which, when: eitherOf(ends, o.locale ?? getLocale()) }, o)
		: which;
}
