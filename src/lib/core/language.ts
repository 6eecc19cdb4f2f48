/**
 * Which of the app's languages a phone reads on first start: the first of the phone's own
 * languages (`navigator.languages`, most wanted first) that the app has, matched on the whole
 * tag and then on the language alone ("de-AT" reads German), else the app's base language.
 */
export function pickLanguage<Language extends string>(
	wanted: readonly string[],
	offered: readonly Language[],
	fallback: Language
): Language {
	const byTag = new Map(offered.map((language) => [language.toLowerCase(), language]));
	for (const tag of wanted) {
		const lower = tag.trim().toLowerCase();
		const whole = byTag.get(lower);
		if (whole) return whole;
		const alone = byTag.get(lower.split(/[-_]/)[0]);
		if (alone) return alone;
	}
	return fallback;
}
