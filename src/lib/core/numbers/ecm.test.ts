import { describe, expect, it } from 'vitest';
import { ecmFactor } from './ecm';

describe('ecmFactor', () => {
	// Two primes of 40 and 61 bits: past what a short Pollard rho finds.
	const small = 1099511627791n;
	const large = 2n ** 61n - 1n;
	it('finds a factor of a product of two large primes', () => {
		const d = ecmFactor(small * large, { bounds: Array(12).fill(1000) });
		expect(d === small || d === large).toBe(true);
	});
	it('reports its work, and stops when the hook throws', () => {
		let spent = 0;
		ecmFactor(small * large, { bounds: [300], spend: (u) => (spent += u) });
		expect(spent).toBeGreaterThan(0);
		const stop = () => {
			throw new Error('out of work');
		};
		expect(() => ecmFactor(small * large, { bounds: [2000], spend: stop })).toThrow('out of work');
	});
	it('gives null when its curves find nothing', () => {
		expect(ecmFactor(small * large, { bounds: [] })).toBeNull();
	});
});
