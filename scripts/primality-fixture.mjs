/**
 * Writes src/lib/core/numbers/test/primality-fixture.json, the numbers the primality proofs are
 * checked against (primality-fixture.test.ts), with PARI/GP's verdicts: `isprime` (a proof, APR-CL
 * or ECPP inside PARI) for the random primes and composites, `ispseudoprime` beside it, and a
 * strong test to every prime base below 307 for the pseudoprimes. Run it by hand where `gp` is
 * installed (Debian: `apt-get install pari-gp`, a dev tool only: the CI machine does not have
 * it, and reads the committed fixture):
 *
 *     node scripts/primality-fixture.mjs
 *
 * The draw is seeded (setrand), so a second run writes the same file.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './tooling.mjs';

const out = join(root, 'src/lib/core/numbers/test/primality-fixture.json');

// Arnault (1995), "Rabin-Miller primality test: composite numbers which pass it", Math. Comp. 64:
// p1·p2·p3 with p2 = 313(p1 − 1) + 1 and p3 = 353(p1 − 1) + 1, a strong pseudoprime to every
// prime base below 307 (checked below, with each factor proven prime).
const arnaultP1 =
	'29674495668685510550154174642905332730771991799853043350995075531276838753171770199594238596428121188033664754218345562493168782883';

const script = String.raw`
default(parisizemax, 200000000);
setrand(20261206);
sprp(n, a) = {
	my(d = n - 1, s = 0, x);
	while (d % 2 == 0, d /= 2; s++);
	x = Mod(a, n)^d;
	if (x == 1 || x == -1, return(1));
	for (i = 1, s - 1, x = x^2; if (x == -1, return(1)));
	0
};
\\ The number of prime bases from 2 on to which n is a strong probable prime (up to 62 bases).
bases(n) = { my(k = 0); forprime(a = 2, 300, if (a >= n || !sprp(n, a), break); k++); k };
row(kind, n, note) = print(kind, " ", n, " ", isprime(n), " ", ispseudoprime(n), " ", bases(n), " ", note);
\\ 300 random primes of 60 to 200 bits.
for (i = 1, 300, my(b = 60 + random(141)); row("prime", randomprime([2^(b-1), 2^b - 1]), b));
\\ 100 products of two random primes of 30 to 100 bits each, and 50 random odd composites.
for (i = 1, 100, my(b = 30 + random(71)); row("composite", randomprime([2^(b-1), 2^b]) * randomprime([2^(b-1), 2^b]), "semiprime"));
for (i = 1, 50, my(b = 60 + random(141), n); until (!isprime(n), n = random(2^b) * 2 + 1); row("composite", n, "random"));
\\ The least strong pseudoprimes to the first k prime bases (Jaeschke 1993; Zhang and Tang 2003;
\\ Jiang and Deng 2014; Sorenson and Webster 2015; OEIS A014233).
jaeschke = [2047, 1373653, 25326001, 3215031751, 2152302898747, 3474749660383, 341550071728321, 3825123056546413051, 318665857834031151167461, 3317044064679887385961981];
for (i = 1, #jaeschke, row("pseudoprime", jaeschke[i], "jaeschke"));
\\ Chernick's Carmichael numbers (6k + 1)(12k + 1)(18k + 1) of 60 to 200 bits that are strong
\\ pseudoprimes to base 2.
found = 0; while (found < 40, my(k = random(2^(20 + found)) + 1, n = (6*k + 1) * (12*k + 1) * (18*k + 1)); if (isprime(6*k + 1) && isprime(12*k + 1) && isprime(18*k + 1) && sprp(n, 2), row("pseudoprime", n, "chernick"); found++));
p1 = ${arnaultP1};
if (isprime(p1) && isprime(313*(p1-1)+1) && isprime(353*(p1-1)+1), row("pseudoprime", p1 * (313*(p1-1)+1) * (353*(p1-1)+1), "arnault"));
quit;
`;

const run = spawnSync('gp', ['-q', '-f', '-s', '200000000'], { input: script, encoding: 'utf8' });
if (run.error || run.status !== 0) {
	console.error(`gp failed (is pari-gp installed?): ${run.error?.message ?? run.stderr}`);
	process.exit(1);
}
const rows = run.stdout
	.trim()
	.split('\n')
	.map((line) => {
		const [kind, n, isprime, ispseudoprime, bases, note] = line.trim().split(/\s+/);
		return {
			kind,
			n,
			isprime: isprime === '1',
			ispseudoprime: ispseudoprime === '1',
			bases: Number(bases),
			note
		};
	});
for (const r of rows) {
	const composite = r.kind !== 'prime';
	if (r.isprime === composite) throw new Error(`gp says otherwise of ${r.kind} ${r.n}`);
}
const fixture = {
	about:
		'Written by scripts/primality-fixture.mjs with PARI/GP: isprime (proven), ispseudoprime, and bases = how many prime bases from 2 on n is a strong probable prime to.',
	gp: spawnSync('gp', ['--version-short'], { encoding: 'utf8' }).stdout.trim(),
	numbers: rows
};
writeFileSync(out, JSON.stringify(fixture, null, '\t') + '\n');
console.log(`Wrote ${rows.length} numbers to ${out}.`);
