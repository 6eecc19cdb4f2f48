/**
 * Makes sure the browsers the tests drive are on the machine (installing Debian's packages when
 * running as root on Debian), and prints where each is. `npm test` runs it beside the static
 * checks and the unit tests, since installing is mostly waiting on the network and the disk.
 */
import { chromiumVersion, ensureChromium } from './tooling.mjs';

const chromium = await ensureChromium();
const version = chromiumVersion(chromium);
console.log(`Chromium: ${chromium}${version ? ` (${version})` : ''}`);
