/**
 * The house rules of a Permutations game and the fields a table can set when it creates one.
 */
import { type HouseRuleField } from '../../core/engine';
import { type Colour } from './colours';

export interface PermutationsHouseRules {
	/** What equal highest totals at the end mean: a shared win, or one more round. */
	ties: 'share' | 'extra-round';
	/** With three players, the colour whose cards stay out of the game (ruling 2). */
	setAside: Colour;
	/**
	 * Whether notepad rounds must leave colours that the last bids could form (rule 10). On in
	 * the app; the CLI's `game` op turns it off to check exactly what its contract lists.
	 */
	checkLastBids?: boolean;
}

export const defaultHouseRules: PermutationsHouseRules = { ties: 'share', setAside: 'blue' };

/** The house rules a table can change when it creates a game. */
export const houseRuleFields: HouseRuleField[] = [
	{
		key: 'ties',
		label: 'When the highest totals are equal at the end',
		help: 'Ruling 6c: the tied players share the win, or everyone plays one more round to break the tie.',
		kind: 'choice',
		choices: [
			{ value: 'share', label: 'Share the win' },
			{ value: 'extra-round', label: 'Play one more round' }
		],
		default: 'share'
	},
	{
		key: 'setAside',
		label: 'Colour set aside with three players',
		help: 'Ruling 2b: a three-player game leaves one colour out. Who starts with which of the others can be changed on the game screen before the first auction.',
		kind: 'choice',
		choices: [
			{ value: 'red', label: 'Red' },
			{ value: 'yellow', label: 'Yellow' },
			{ value: 'green', label: 'Green' },
			{ value: 'blue', label: 'Blue' }
		],
		default: 'blue'
	}
];
