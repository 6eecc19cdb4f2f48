// `node --import ./scripts/wat-register.mjs` (or tsx): lets the code import `.wat` files.
import { register } from 'node:module';

register('./wat-hooks.mjs', import.meta.url);
