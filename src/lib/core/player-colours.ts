/**
 * Players' colours: twelve, each a pair (one for the light theme, one for the dark) that keeps
 * the WCAG contrast of text (4.5:1) on every surface of both themes, so a name written in its
 * player's colour stays readable. A player's stored colour is the light one of the pair (the
 * `#rrggbb` a backup carries); a colour stored by an older build (any `#rrggbb` from a colour
 * picker) shows as the nearest colour of the palette. Pure.
 */

export interface PlayerColour {
	/** The colour on the light theme, and the one stored. */
	light: string;
	/** The same colour on the dark theme. */
	dark: string;
}

/** In the order they are handed out, neighbours far apart in hue. */
export const PLAYER_PALETTE: readonly PlayerColour[] = [
	{ light: '#1f57b5', dark: '#8fb8ff' }, // blue
	{ light: '#c0262d', dark: '#ff8a8f' }, // red
	{ light: '#1a6f35', dark: '#7fdc98' }, // green
	{ light: '#7b3fa8', dark: '#d3a4ff' }, // purple
	{ light: '#8a5a00', dark: '#f5d264' }, // amber
	{ light: '#0d6e6e', dark: '#7fe0e0' }, // teal
	{ light: '#b0306e', dark: '#ff9ecf' }, // pink
	{ light: '#5c6300', dark: '#d6e07a' }, // olive
	{ light: '#a34a00', dark: '#ffb67a' }, // orange
	{ light: '#3b4fd0', dark: '#b3bcff' }, // indigo
	{ light: '#6b5344', dark: '#d9b8a3' }, // brown
	{ light: '#4a5a6a', dark: '#b8c7d6' } // slate
];

/** The surfaces a name is written on: page, card and second surface, in each theme. */
export const SURFACES = {
	light: ['#f7f5f0', '#ffffff', '#eceae4'],
	dark: ['#111416', '#1b2024', '#262c31']
} as const;

const HEX = /^#[0-9a-f]{6}$/i;

function channels(hex: string): [number, number, number] {
	const n = parseInt(hex.slice(1), 16);
	return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
	const [r, g, b] = channels(hex).map((c) => {
		const s = c / 255;
		return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
	});
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrast(a: string, b: string): number {
	const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
	return (high + 0.05) / (low + 0.05);
}

/**
 * The palette's colour a stored colour shows as: the pair whose light colour it is, else the
 * nearest one (older builds stored any colour); undefined for none or for text that is no colour.
 */
export function paletteColour(stored: string | undefined): PlayerColour | undefined {
	if (!stored || !HEX.test(stored)) return undefined;
	const exact = PLAYER_PALETTE.find((c) => c.light.toLowerCase() === stored.toLowerCase());
	if (exact) return exact;
	const [r, g, b] = channels(stored);
	let best = PLAYER_PALETTE[0];
	let bestDistance = Infinity;
	for (const c of PLAYER_PALETTE) {
		const [cr, cg, cb] = channels(c.light);
		const distance = (r - cr) ** 2 + (g - cg) ** 2 + (b - cb) ** 2;
		if (distance < bestDistance) [best, bestDistance] = [c, distance];
	}
	return best;
}

/**
 * A colour for each of `seats`, in order, all different while the palette lasts: a player keeps
 * their own colour unless someone seated before them has it already, and the others get the
 * palette's colours no one at the table has, in the palette's order (past twelve players, the
 * palette's order again). Returns each seat's stored colour (the pair's light one).
 */
export function coloursForTable(seats: readonly { colour?: string }[]): string[] {
	const used = new Set<PlayerColour>();
	const kept = seats.map((s) => {
		const own = paletteColour(s.colour);
		if (!own || used.has(own)) return undefined;
		used.add(own);
		return own;
	});
	const handOut = [
		...PLAYER_PALETTE.filter((c) => !used.has(c)),
		...Array.from({ length: seats.length }, (_, i) => PLAYER_PALETTE[i % PLAYER_PALETTE.length])
	];
	let next = 0;
	return kept.map((c) => (c ?? handOut[next++]).light);
}

/** Which colour of the palette (0 to 11) a stored colour shows as, for the screens' classes. */
export function colourIndex(stored: string | undefined): number | undefined {
	const c = paletteColour(stored);
	return c && PLAYER_PALETTE.indexOf(c);
}

/**
 * The colour a new regular of the roster gets: the palette's first colour the fewest regulars
 * have, so a group of up to twelve starts with twelve different colours.
 */
export function colourForNewPlayer(roster: readonly { colour?: string }[]): string {
	const counts = new Map(PLAYER_PALETTE.map((c) => [c, 0]));
	for (const p of roster) {
		const c = paletteColour(p.colour);
		if (c) counts.set(c, counts.get(c)! + 1);
	}
	const fewest = Math.min(...counts.values());
	return PLAYER_PALETTE.find((c) => counts.get(c) === fewest)!.light;
}
