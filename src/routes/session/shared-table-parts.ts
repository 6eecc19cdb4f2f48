/**
 * The shared table's code on the game screen, loaded apart from the screen (issue 37: a first
 * visit's download): at once for a game shared already, else once the page is idle or when the
 * share button is pressed. Its head's share button is part of the screen itself.
 */
export { SharedTable } from './shared-table.svelte';
export { default as SharedTablePanel } from './SharedTablePanel.svelte';
export { default as SharedTableAlerts } from './SharedTableAlerts.svelte';
