/**
 * Dexie and the app's database code, loaded when first needed: the first screen of a form or of
 * Settings reads around it (db/peek.ts), so a first visit does not wait for it. But such a screen
 * writes soon after (a draft as the player types, a setting as it is tapped), and a write that
 * must first load the code can still be under way when the player reloads or looks away, which
 * a write with the code at hand never was. So once such a screen has read, the code loads in the
 * first idle moment after the page has loaded, not in front of the first screen.
 */
import { afterLoadAndIdle } from './pwa';

export const storageCode = () => import('$lib/db');

/** Loads the storage code once the page has loaded and gone idle (a screen that will write). */
export function warmStorageCode(): void {
	if (typeof window === 'undefined') return;
	void afterLoadAndIdle().then(storageCode);
}
