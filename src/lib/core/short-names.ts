/**
 * Names short enough for a narrow column: each player's name cut to a few characters (whole
 * graphemes, so an emoji or an accented letter is never split), longer where two would read the
 * same, so every column of one table stays told apart.
 */

/** The characters a person sees, in order (an emoji with its modifiers is one). */
function graphemes(text: string): string[] {
	const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
	return Array.from(segmenter.segment(text), (s) => s.segment);
}

/**
 * Each name cut to at most `length` graphemes and marked with "…" when cut; where two short
 * names would be the same (case ignored), both grow until they differ or are whole.
 */
export function shortNames(names: readonly string[], length = 4): string[] {
	const chars = names.map((name) => graphemes(name.trim()));
	const lengths = chars.map(() => length);
	const cut = (i: number) => {
		const c = chars[i];
		return c.length <= lengths[i] ? c.join('') : `${c.slice(0, lengths[i]).join('')}…`;
	};
	// Each pass lengthens every name that still clashes; names are at most a few dozen graphemes.
	for (;;) {
		const seen = new Map<string, number[]>();
		names.forEach((_, i) => {
			const key = cut(i).toLocaleLowerCase();
			seen.set(key, [...(seen.get(key) ?? []), i]);
		});
		let grew = false;
		for (const clash of seen.values()) {
			if (clash.length < 2) continue;
			for (const i of clash)
				if (lengths[i] < chars[i].length) {
					lengths[i] += 1;
					grew = true;
				}
		}
		if (!grew) return names.map((_, i) => cut(i));
	}
}
