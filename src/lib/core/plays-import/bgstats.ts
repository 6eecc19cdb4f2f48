/**
 * BG Stats' export (`BGStatsExport.json`): its players, games, locations and plays, each play
 * naming its game (`gameRefId`), its place (`locationRefId`) and, for each seat, the player
 * (`playerRefId`) with their score, whether they won, started, were new to the game, their team
 * and rank. Only the fields Tablemate uses are checked; others are let through unread.
 */
import * as v from 'valibot';
import {
	gameNameOf,
	localDateOf,
	LOCATION_MAX,
	oneLine,
	personNameOf,
	scoreOf,
	seatsProblem,
	sortOut,
	type FilePerson,
	type ImportedFile,
	type ImportedPlay,
	type ImportedSeat,
	type ImportRefusal,
	type LeftOutReason
} from './model';
import { flag, list, object, refusalOf, text, whole } from './refusal';

/** Most plays one file may hold: ten times what a keen player logs in a life. */
export const MAX_FILE_PLAYS = 100_000;
const MAX_LIST = 100_000;
const MAX_PLAY_SEATS = 100;
const LONG_TEXT = 1_000;

const optional = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));

// Short enough that the id of the game it becomes (source-id) stays within a backup's 64.
export const playIdText = v.pipe(
	text(48),
	v.regex(/^[A-Za-z0-9._:-]+$/, 'the id should hold only letters, digits and dashes')
);
const dayText = v.pipe(
	text(40),
	v.regex(
		/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/,
		'there should be a date written as 2024-03-21 or 2024-03-21 20:15:00'
	)
);

const person = object({
	id: whole,
	name: text(LONG_TEXT),
	bggUsername: optional(text(LONG_TEXT))
});
const game = object({
	id: whole,
	name: text(LONG_TEXT),
	bggId: optional(whole),
	cooperative: optional(flag),
	highestWins: optional(flag)
});
const place = object({ id: whole, name: text(LONG_TEXT) });
const seat = object({
	playerRefId: whole,
	score: optional(
		v.union([text(100), v.number()], 'there should be a score, as a text or a number')
	),
	winner: optional(flag),
	startPlayer: optional(flag),
	newPlayer: optional(flag),
	rank: optional(whole),
	team: optional(v.union([text(100), v.number()], 'there should be a team, as a text or a number'))
});
const play = object({
	uuid: playIdText,
	playDate: dayText,
	durationMin: optional(v.pipe(whole, v.minValue(0, 'the length should not be below 0'))),
	gameRefId: whole,
	locationRefId: optional(whole),
	ignored: optional(flag),
	playerScores: list(seat, MAX_PLAY_SEATS, 'players in one play')
});
export const bgStatsFile = object({
	players: list(person, MAX_LIST, 'players'),
	games: list(game, MAX_LIST, 'games'),
	locations: v.optional(v.nullable(list(place, MAX_LIST, 'locations')), []),
	plays: list(play, MAX_FILE_PLAYS, 'plays')
});
export type BgStatsFile = v.InferOutput<typeof bgStatsFile>;

const NOT_BG_STATS = 'This file is not a BG Stats export that Tablemate can read';

/** The play of a checked file's `raw`, the reason it is left out, or the refusal it earns. */
function playOf(
	raw: BgStatsFile['plays'][number],
	at: number,
	games: ReadonlyMap<number, BgStatsFile['games'][number]>,
	places: ReadonlyMap<number, string>,
	people: ReadonlyMap<number, unknown>
): ImportedPlay | LeftOutReason | ImportRefusal {
	const where = `at plays › ${at + 1}`;
	const played = games.get(raw.gameRefId);
	if (!played)
		return {
			refused: `${NOT_BG_STATS}: ${where} › gameRefId, no game of the file has the id ${raw.gameRefId}.`,
			source: 'bgstats',
			said: { problem: 'no-game', place: ['plays', at + 1, 'gameRefId'], id: raw.gameRefId }
		};
	const missing = raw.playerScores.findIndex((s) => !people.has(s.playerRefId));
	if (missing >= 0)
		return {
			refused: `${NOT_BG_STATS}: ${where} › playerScores › ${missing + 1} › playerRefId, no player of the file has the id ${raw.playerScores[missing].playerRefId}.`,
			source: 'bgstats',
			said: {
				problem: 'no-player',
				place: ['plays', at + 1, 'playerScores', missing + 1, 'playerRefId'],
				id: raw.playerScores[missing].playerRefId
			}
		};
	const date = localDateOf(raw.playDate);
	if (date === null) return 'no-date';
	const problem = seatsProblem(raw.playerScores);
	if (problem) return problem;
	const gameName = gameNameOf(played.name) || 'Unnamed game';
	const location = raw.locationRefId != null ? places.get(raw.locationRefId) : undefined;
	const seats = raw.playerScores.map((s): ImportedSeat => ({
		person: `p${s.playerRefId}`,
		score: scoreOf(s.score),
		winner: s.winner === true,
		...(s.startPlayer ? { startPlayer: true as const } : {}),
		...(s.team != null && String(s.team).trim() ? { team: String(s.team).trim() } : {}),
		...(s.rank != null && s.rank > 0 ? { rank: s.rank } : {}),
		...(s.newPlayer ? { firstPlay: true as const } : {})
	}));
	return {
		source: 'bgstats',
		sourceId: raw.uuid,
		gameName,
		...(played.bggId != null && played.bggId > 0 ? { bggId: played.bggId } : {}),
		...(played.cooperative ? { cooperative: true as const } : {}),
		lowestWins: played.highestWins === false,
		date,
		...(raw.durationMin ? { minutes: raw.durationMin } : {}),
		...(location ? { location } : {}),
		incomplete: raw.ignored === true,
		seats
	};
}

/** Plays checked between two pauses of a reading in steps (`readingBgStats`). */
const STEP_PLAYS = 250;

// Everything but the plays' items, checked first: the plays are checked one by one after.
const shell = object({
	...bgStatsFile.entries,
	plays: list(v.unknown(), MAX_FILE_PLAYS, 'plays')
});

/**
 * Reads a BG Stats export in steps: it yields after every few hundred plays, so a caller on the
 * page can let it draw between two steps, and returns the file's plays as Tablemate imports them,
 * with the people they seat, or a refusal naming the first wrong place of the file.
 */
export function* readingBgStats(json: string): Generator<void, ImportedFile | ImportRefusal> {
	let parsed: unknown;
	try {
		parsed = JSON.parse(json);
	} catch {
		return {
			refused: `${NOT_BG_STATS}: it is not a JSON file, or it is cut short.`,
			source: 'bgstats',
			said: { problem: 'not-json' }
		};
	}
	yield;
	const checked = v.safeParse(shell, parsed);
	if (!checked.success) return { ...refusalOf(NOT_BG_STATS, checked.issues), source: 'bgstats' };
	const file = checked.output;
	const games = new Map(file.games.map((g) => [g.id, g]));
	const places = new Map(
		(file.locations ?? []).map((l) => [l.id, oneLine(l.name, LOCATION_MAX)] as const)
	);
	const byId = new Map(file.players.map((p) => [p.id, p]));
	const read: (ImportedPlay | LeftOutReason)[] = [];
	for (const [i, raw] of file.plays.entries()) {
		if (i % STEP_PLAYS === STEP_PLAYS - 1) yield;
		const one = v.safeParse(play, raw);
		if (!one.success) {
			const [first, ...rest] = one.issues;
			const path = [{ key: 'plays' }, { key: i }, ...(first.path ?? [])];
			return {
				...refusalOf(NOT_BG_STATS, [{ ...first, path }, ...rest] as typeof one.issues),
				source: 'bgstats'
			};
		}
		const kept = playOf(one.output, i, games, places, byId);
		if (typeof kept === 'object' && 'refused' in kept) return kept;
		read.push(kept);
	}
	const { plays, leftOut } = sortOut(read);
	const seated = new Set(plays.flatMap((p) => p.seats.map((s) => s.person)));
	const people: FilePerson[] = file.players
		.filter((p) => seated.has(`p${p.id}`))
		.map((p) => {
			const username = p.bggUsername ? oneLine(p.bggUsername, 100) : '';
			return {
				key: `p${p.id}`,
				name: personNameOf(p.name) || 'Unnamed player',
				...(username ? { username } : {})
			};
		});
	return { source: 'bgstats', people, plays, leftOut };
}

/** Reads a BG Stats export at once (see `readingBgStats`). `json` is the file's text. */
export function readBgStats(json: string): ImportedFile | ImportRefusal {
	const reading = readingBgStats(json);
	for (;;) {
		const step = reading.next();
		if (step.done) return step.value;
	}
}
