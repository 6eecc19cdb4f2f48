/**
 * Every finished play, written the other way: as BoardGameGeek's plays XML and as a BG Stats
 * export, so a person can leave with their history as easily as they came. Each play keeps its
 * id (its id in its source for an imported play, else the game's own), so importing the file
 * back finds the plays already here. Pure: the caller gives the plays and the roster's usernames.
 */
import { XMLBuilder } from 'fast-xml-parser';
import type { Play } from '../plays';
import { identityOf, type Roster } from '../seats';
import { COOP_MARK } from './bgg';
import type { PlaySource } from './model';

/** A finished play with what an export needs beyond the play itself. */
export interface PlayToExport {
	play: Play;
	/** Where it came from, when it was imported. */
	origin?: { source: PlaySource; id: string };
}

/** The id a play goes by in a file of `source`: its own id there, when it came from there. */
export function exportIdOf(p: PlayToExport, source: PlaySource): string {
	return p.origin?.source === source ? p.origin.id : p.play.sessionId;
}

const two = (n: number) => String(n).padStart(2, '0');
/** The local day, "2024-03-21". */
export function dayOf(at: number): string {
	const d = new Date(at);
	return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}
/** The local day and time, "2024-03-21 20:15:00". */
export function dayAndTimeOf(at: number): string {
	const d = new Date(at);
	return `${dayOf(at)} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
const minutesOf = (play: Play) => Math.round((play.duration ?? 0) / 60_000);

/** Who a seat is across plays: the roster player, else the name (as Stats counts them). */
function personOf(p: Play['players'][number], roster: Roster): { key: string; name: string } {
	const who = identityOf(p, roster);
	return { key: who.key, name: who.name };
}

const builder = new XMLBuilder({
	ignoreAttributes: false,
	attributeNamePrefix: '@',
	format: true,
	indentBy: '\t',
	suppressEmptyNode: true
});

/**
 * BoardGameGeek's plays XML of `plays` (finished ones; others are left out). `usernames` gives a
 * roster player's BoardGameGeek username by their id. The format cannot say that the lowest score
 * wins: the winners it names stand on the way back, and the reader (`bgg.ts`) takes a game whose
 * winners always have the lowest score as a lowest-wins game. A team play
 * writes each seat's team in `color` (BoardGameGeek's "Team/Color"). A co-operative play has no
 * flag there: every seat wins or loses with the table, with the table's score, and the play's
 * `<comments>` is the line `COOP_MARK`, by which the reader takes it back as co-operative.
 */
export function bggPlaysXml(
	plays: readonly PlayToExport[],
	roster: Roster,
	usernames: ReadonlyMap<string, string>
): string {
	const finished = plays.filter((p) => p.play.status === 'finished');
	const doc = {
		'?xml': { '@version': '1.0', '@encoding': 'utf-8' },
		plays: {
			'@username': '',
			'@total': String(finished.length),
			'@page': '1',
			play: finished.map((p) => ({
				'@id': exportIdOf(p, 'bgg'),
				'@date': dayOf(p.play.date),
				'@quantity': '1',
				'@length': String(minutesOf(p.play)),
				'@incomplete': '0',
				'@nowinstats': '0',
				'@location': p.play.location ?? '',
				item: {
					'@name': p.play.gameName,
					'@objecttype': 'thing',
					'@objectid': String(p.play.bggId ?? 0),
					subtypes: { subtype: { '@value': 'boardgame' } }
				},
				// Where BoardGameGeek puts a play's comments: between its game and its players.
				...(p.play.coop ? { comments: COOP_MARK } : {}),
				players: {
					player: p.play.players.map((seat, i) => {
						const who = personOf(seat, roster);
						return {
							'@username': (seat.playerId && usernames.get(seat.playerId)) || '',
							'@userid': '0',
							'@name': who.name,
							'@startposition': String(i + 1),
							// BoardGameGeek's "Team/Color" field: a team play's team name (else its number).
							'@color': teamOf(p.play, seat).team ?? '',
							'@score': scoreOf(p.play, seat),
							'@new': '0',
							'@rating': '0',
							'@win': wonBy(p.play, seat) ? '1' : '0'
						};
					})
				}
			}))
		}
	};
	return builder.build(doc) as string;
}

/** A seat's score as a file writes it: a co-op play's is the table's, none when there is none. */
function scoreOf(play: Play, seat: Play['players'][number]): string {
	if (play.coop) return play.coop.score === undefined ? '' : String(play.coop.score);
	return play.unscored ? '' : String(seat.score);
}

/** Whether a seat won, as a file says it: in a co-op play, every seat wins or loses with the table. */
function wonBy(play: Play, seat: Play['players'][number]): boolean {
	return play.coop ? play.coop.won : seat.winner;
}

/** A seat's team as BG Stats names it: the team's name, else its number. */
function teamOf(play: Play, seat: Play['players'][number]): { team?: string } {
	const team = seat.team === undefined ? undefined : play.teams?.[seat.team];
	return team ? { team: team.name ?? String(seat.team! + 1) } : {};
}

/** A BG Stats export of `plays` (finished ones), with its players, games and locations. */
export function bgStatsJson(
	plays: readonly PlayToExport[],
	roster: Roster,
	usernames: ReadonlyMap<string, string>
): string {
	const finished = plays.filter((p) => p.play.status === 'finished');
	const people = new Map<string, { id: number; name: string; username: string }>();
	const games = new Map<string, { id: number; play: Play }>();
	const places = new Map<string, number>();
	const refOf = <T>(map: Map<string, T>, key: string, make: (id: number) => T): T => {
		let found = map.get(key);
		if (found === undefined) map.set(key, (found = make(map.size + 1)));
		return found;
	};
	const out = finished.map((p) => {
		const game = refOf(games, `${p.play.gameKey}:${p.play.lowestWins}:${!!p.play.coop}`, (id) => ({
			id,
			play: p.play
		}));
		const place = p.play.location ? refOf(places, p.play.location, (id) => id) : undefined;
		return {
			uuid: exportIdOf(p, 'bgstats'),
			playDate: dayAndTimeOf(p.play.date),
			durationMin: minutesOf(p.play),
			gameRefId: game.id,
			...(place ? { locationRefId: place } : {}),
			ignored: false,
			usesTeams: !!p.play.teams,
			manualWinner: !!p.play.winnersDiffer,
			rounds: 0,
			bggId: p.play.bggId ?? 0,
			playerScores: p.play.players.map((seat, i) => {
				const who = personOf(seat, roster);
				const person = refOf(people, who.key, (id) => ({
					id,
					name: who.name,
					username: (seat.playerId && usernames.get(seat.playerId)) || ''
				}));
				return {
					playerRefId: person.id,
					score: scoreOf(p.play, seat),
					winner: wonBy(p.play, seat),
					...teamOf(p.play, seat),
					newPlayer: false,
					startPlayer: i === 0,
					rank: seat.place,
					seatOrder: i
				};
			})
		};
	});
	return JSON.stringify(
		{
			about: 'Plays exported by Tablemate in the shape of a BG Stats export.',
			players: [...people.values()].map((p) => ({
				id: p.id,
				name: p.name,
				isAnonymous: false,
				bggUsername: p.username
			})),
			locations: [...places].map(([name, id]) => ({ id, name })),
			games: [...games.values()].map(({ id, play }) => ({
				id,
				name: play.gameName,
				bggId: play.bggId ?? 0,
				cooperative: !!play.coop,
				highestWins: !play.lowestWins,
				noPoints: !!play.unscored
			})),
			plays: out
		},
		null,
		'\t'
	);
}
