/**
 * A small seeded random generator (mulberry32). Draws the app stores (the round 7 names in
 * Reframing) must give the same result on every device and on every replay, and tests use it so
 * a failing case can be replayed from its seed.
 */
export function seededRandom(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}
