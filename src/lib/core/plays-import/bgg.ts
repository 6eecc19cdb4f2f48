/**
 * BoardGameGeek's plays XML (what its XML API 2 returns for a user's plays): `<plays>` holding a
 * `<play>` per logged play (id, date, quantity, length in minutes, incomplete, nowinstats,
 * location), its game (`<item name objectid>`), the player's free text (`<comments>`) and its seats
 * (`<players><player username userid name startposition color score new rating win>`). The XML is
 * read by fast-xml-parser (workers have no DOMParser); what it gives is then checked by valibot
 * like any other file.
 */
import * as v from 'valibot';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { nameKey } from '../seats';
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
	type ImportRefusal,
	type LeftOutReason
} from './model';
import { list, object, refusalOf, text } from './refusal';
import { MAX_FILE_PLAYS, playIdText } from './bgstats';

const LONG_TEXT = 1_000;
/** Most plays one `<play>` may stand for (its `quantity`). */
const MAX_QUANTITY = 100;
/** Longest comments one play may carry (a file with longer ones is refused, naming the place). */
const COMMENTS_MAX = 65_536;

/**
 * The line that marks a co-operative play in its `<comments>`: BoardGameGeek has no field for it,
 * so Tablemate writes this line there, the same in every language, and reads it back. The line
 * counts alone on its line (spaces around it and its letters' case aside), whatever else the
 * comments say; the same words inside a sentence do not.
 */
export const COOP_MARK = '[co-op]';

const bit = v.optional(v.picklist(['0', '1'], 'there should be 0 or 1'), '0');
const digits = (what: string) =>
	v.pipe(text(12), v.regex(/^\d*$/, `there should be ${what}, in digits`));

// An element with nothing inside (`<plays/>`, `<players></players>`) reads as ''.
const emptyAsNone = v.transform((x: unknown) => (x === '' ? {} : x));

const player = object({
	'@username': v.optional(text(LONG_TEXT), ''),
	'@name': v.optional(text(LONG_TEXT), ''),
	'@startposition': v.optional(text(100), ''),
	'@color': v.optional(text(LONG_TEXT), ''),
	'@score': v.optional(text(LONG_TEXT), ''),
	'@new': bit,
	'@win': bit
});
const play = object({
	'@id': playIdText,
	'@date': text(40),
	'@quantity': v.optional(digits('a count of plays'), '1'),
	'@length': v.optional(digits('a number of minutes'), '0'),
	'@incomplete': bit,
	'@nowinstats': bit,
	'@location': v.optional(text(LONG_TEXT), ''),
	item: object({
		'@name': text(LONG_TEXT),
		'@objectid': v.optional(digits('the game’s id'), '')
	}),
	// Free text: kept only to look for the co-op mark (`<comments/>` reads as '').
	comments: v.optional(text(COMMENTS_MAX), ''),
	players: v.optional(
		v.pipe(
			v.unknown(),
			emptyAsNone,
			object({ player: v.optional(list(player, 100, 'players in one play'), []) })
		),
		{ player: [] }
	)
});
export const bggPlaysFile = object({
	plays: v.pipe(
		v.unknown(),
		emptyAsNone,
		object({ play: v.optional(list(play, MAX_FILE_PLAYS, 'plays'), []) })
	)
});
type BggPlay = v.InferOutput<typeof play>;

const NOT_BGG = 'This file is not a BoardGameGeek plays file that Tablemate can read';

// Only <play> and <player> are lists; every attribute is kept as the text it is.
const parser = new XMLParser({
	ignoreAttributes: false,
	attributeNamePrefix: '@',
	parseAttributeValue: false,
	parseTagValue: false,
	// Character references (&#039; &#233;) are XML and BoardGameGeek writes names with them
	// ("Sid Meier&#039;s Civilization"): decoded, as every XML reader does.
	htmlEntities: true,
	isArray: (name) => name === 'play' || name === 'player'
});

/** The key and name of a seat's person: by username when there is one, else by name. */
function personOf(raw: v.InferOutput<typeof player>): FilePerson {
	const username = oneLine(raw['@username'], 100);
	const name = personNameOf(raw['@name']) || personNameOf(username) || 'Unnamed player';
	return username
		? { key: `u:${nameKey(username)}`, name, username }
		: { key: `n:${nameKey(name)}`, name };
}

/**
 * Whether a play's comments carry the co-op mark on a line of its own (a line break the file wrote
 * as a character reference, `&#10;`, comes decoded).
 */
function hasCoopMark(comments: string): boolean {
	return comments.split(/\r\n?|\n/).some((line) => line.trim().toLowerCase() === COOP_MARK);
}

/**
 * BoardGameGeek has one "Team/Color" field (`color`): it is read as the seats' teams when every
 * seat has one, there are at least two, and some two seats share one (a colour alone at the table
 * is only a colour). A co-op play has no teams.
 */
function teamsFromColours(seats: { colour?: string; team?: string }[]): void {
	const colours = seats.map((s) => s.colour?.toLocaleLowerCase());
	if (colours.some((c) => c === undefined)) return;
	const distinct = new Set(colours);
	if (distinct.size < 2 || distinct.size === colours.length) return;
	// One spelling per team: the first seat's ("Red" and "red" are one team).
	const spelling = new Map<string | undefined, string>();
	seats.forEach((seat, i) => {
		if (!spelling.has(colours[i])) spelling.set(colours[i], seat.colour!);
		seat.team = spelling.get(colours[i]);
	});
}

/** The plays one `<play>` stands for (its quantity), or why it is left out. */
function playsOf(raw: BggPlay, people: Map<string, FilePerson>): (ImportedPlay | LeftOutReason)[] {
	const date = localDateOf(raw['@date']);
	if (date === null) return ['no-date'];
	const seatsRaw = raw.players.player;
	const problem = seatsProblem(seatsRaw);
	if (problem) return [problem];
	const seats = seatsRaw.map((s) => {
		const person = personOf(s);
		if (!people.has(person.key)) people.set(person.key, person);
		const colour = oneLine(s['@color'], 40);
		return {
			person: person.key,
			score: scoreOf(s['@score']),
			winner: s['@win'] === '1',
			...(s['@startposition'].trim() === '1' ? { startPlayer: true as const } : {}),
			...(colour ? { colour } : {}),
			...(s['@new'] === '1' ? { firstPlay: true as const } : {})
		};
	});
	// A co-op play: marked so, and every seat won (the table won) or none did (the table lost). A
	// marked play whose seats disagree is no table's result: each seat's win stands as written.
	const cooperative =
		hasCoopMark(raw.comments) && seats.every((seat) => seat.winner === seats[0].winner);
	if (!cooperative) teamsFromColours(seats);
	const bggId = Number(raw.item['@objectid']);
	const minutes = Number(raw['@length']);
	const location = oneLine(raw['@location'], LOCATION_MAX);
	const one: Omit<ImportedPlay, 'sourceId'> = {
		source: 'bgg',
		gameName: gameNameOf(raw.item['@name']) || 'Unnamed game',
		...(bggId > 0 ? { bggId } : {}),
		...(cooperative ? { cooperative: true as const } : {}),
		lowestWins: false,
		date,
		...(minutes > 0 ? { minutes } : {}),
		...(location ? { location } : {}),
		// A play kept out of the win counts is not counted here either.
		incomplete: raw['@incomplete'] === '1' || raw['@nowinstats'] === '1',
		seats
	};
	const quantity = Math.min(MAX_QUANTITY, Math.max(1, Number(raw['@quantity']) || 1));
	// Each play of a quantity is its own game, with an id of its own.
	return Array.from({ length: quantity }, (_, i) => ({
		...one,
		sourceId: i === 0 ? raw['@id'] : `${raw['@id']}-${i + 1}`
	}));
}

/**
 * Reads BoardGameGeek's plays XML: its plays as Tablemate imports them, with the people they seat,
 * or a refusal naming the first wrong place of the file. `xml` is the file's text.
 */
export function readBggPlays(xml: string): ImportedFile | ImportRefusal {
	const valid = XMLValidator.validate(xml);
	if (valid !== true)
		return {
			refused: `${NOT_BGG}: it is not well-formed XML (line ${valid.err.line}, column ${valid.err.col}: ${valid.err.msg.replace(/\.$/, '')}).`,
			source: 'bgg',
			said: {
				problem: 'not-xml',
				line: valid.err.line,
				column: valid.err.col,
				said: valid.err.msg.replace(/\.$/, '')
			}
		};
	let parsed: unknown;
	try {
		parsed = parser.parse(xml);
	} catch (e) {
		return {
			refused: `${NOT_BGG}: ${e instanceof Error ? e.message : 'it cannot be read'}.`,
			source: 'bgg',
			said: { problem: 'unreadable' }
		};
	}
	const checked = v.safeParse(bggPlaysFile, parsed);
	if (!checked.success) return { ...refusalOf(NOT_BGG, checked.issues), source: 'bgg' };
	const raw = checked.output.plays.play;
	const people = new Map<string, FilePerson>();
	const { plays, leftOut } = sortOut(raw.flatMap((p) => playsOf(p, people)));
	return { source: 'bgg', people: [...people.values()], plays: withLowestWins(plays), leftOut };
}

/** Which end of the scores a play's named winners stand at, when the play says it plainly. */
function winnersEnd(play: ImportedPlay): 'lowest' | 'highest' | null {
	const { seats } = play;
	// A team's, a co-op or an unfinished play's winners need not be a seat's best score.
	if (
		play.incomplete ||
		play.cooperative ||
		seats.some((s) => s.score === null || s.team !== undefined)
	)
		return null;
	const scores = seats.map((s) => s.score as number);
	const low = Math.min(...scores);
	const high = Math.max(...scores);
	if (low === high || !seats.some((s) => s.winner)) return null;
	const winnersAt = (end: number) => seats.every((s) => s.winner === (s.score === end));
	return winnersAt(low) ? 'lowest' : winnersAt(high) ? 'highest' : null;
}

/**
 * BoardGameGeek's format has no word for "the lowest score wins" (golf, Hearts). A game is read as
 * one where it does when, in every play of the file whose winners stand plainly at one end of its
 * scores, they stand at the lowest, and at least one play shows it. So a file Tablemate wrote of
 * a lowest-wins game comes back as one, and one play whose winner is not the best score turns no
 * game around. The named winners stand either way.
 */
function withLowestWins(plays: ImportedPlay[]): ImportedPlay[] {
	const gameOf = (p: ImportedPlay) => (p.bggId ? `id:${p.bggId}` : `name:${nameKey(p.gameName)}`);
	const ends = new Map<string, Set<'lowest' | 'highest'>>();
	for (const play of plays) {
		const end = winnersEnd(play);
		if (!end) continue;
		const game = gameOf(play);
		ends.set(game, (ends.get(game) ?? new Set()).add(end));
	}
	return plays.map((play) => {
		const seen = ends.get(gameOf(play));
		return seen?.size === 1 && seen.has('lowest') ? { ...play, lowestWins: true } : play;
	});
}
