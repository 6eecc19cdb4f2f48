/** The new-game screen's refusals about who sits at the table, as plain sentences. */

/** "3 or 4", "2 to 6": the number of players a game takes. */
export function playerRange(min: number, max: number): string {
	if (min === max) return String(min);
	return max === min + 1 ? `${min} or ${max}` : `${min} to ${max}`;
}

/** Null when the number seated suits the game, else why the game cannot start. */
export function seatCountProblem(
	game: string,
	min: number,
	max: number,
	seated: number
): string | null {
	if (seated >= min && seated <= max) return null;
	const who =
		seated === 0
			? 'nobody is seated'
			: seated === 1
				? 'only 1 player is seated'
				: `${seated} are seated`;
	return `${game} needs ${playerRange(min, max)} players; ${who}.`;
}

/**
 * Null when the name is free, else the refusal naming the player already seated as they were
 * written (names match whatever their case).
 */
export function alreadySeatedProblem(
	seated: readonly { name: string }[],
	name: string
): string | null {
	const same = seated.find((s) => s.name.toLowerCase() === name.toLowerCase());
	return same ? `${same.name} is already at the table.` : null;
}
