/** The games' names and one-line descriptions in the reader's language (the game list, Home). */
import type { Play } from '../core/plays';
import { listOf } from '../core/words';
import type { GameInfo } from '../games/registry';
import { getLocale } from '../paraglide/runtime';
import { m } from '../paraglide/messages';
import { type InLanguage } from './values';

const TAGLINES: Record<GameInfo['id'], (o: InLanguage) => string> = {
	permutations: (o) => m.tn_tagline_permutations({}, o),
	subsets: (o) => m.tn_tagline_subsets({}, o),
	transform: (o) => m.tn_tagline_transform({}, o),
	reframing: (o) => m.tn_tagline_reframing({}, o),
	notepad: (o) => m.tn_tagline_notepad({}, o)
};

/** A game's name: the games' own names stay as printed; "Other game" is said in the language. */
export function gameName(info: Pick<GameInfo, 'name' | 'anyGame'>, o: InLanguage = {}): string {
	return info.anyGame ? m.tn_game_other({}, o) : info.name;
}

/** A game's one line for the game list. */
export function gameTagline(info: Pick<GameInfo, 'id'>, o: InLanguage = {}): string {
	return TAGLINES[info.id](o);
}

/** A finished game's result on Home's list: "Ana won with 40", in the reader's language. */
export function sayResultLine(
	play: Pick<Play, 'status' | 'players' | 'coop' | 'teams'> | undefined | null,
	o: InLanguage = {}
): string {
	if (play?.status !== 'finished') return '';
	if (play.coop) {
		const { won, score } = play.coop;
		if (score === undefined) return won ? m.tn_home_coop_won({}, o) : m.tn_home_coop_lost({}, o);
		return won ? m.tn_home_coop_won_score({ score }, o) : m.tn_home_coop_lost_score({ score }, o);
	}
	const winners = play.players.filter((p) => p.winner);
	if (winners.length === 0) return '';
	const team = winners[0].team;
	const score =
		team !== undefined && play.teams?.[team] ? play.teams[team].score : winners[0].score;
	const names = listOf(
		winners.map((p) => p.name),
		o.locale ?? getLocale()
	);
	return m.tn_home_won({ names, score, count: winners.length }, o);
}
