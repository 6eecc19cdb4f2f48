/**
 * The house rules' form, for the screens that show it only once a game is chosen (new game,
 * Settings): loaded then, so that their first visit does not download it.
 */
export type HouseRulesFormComponent = (typeof import('./HouseRulesForm.svelte'))['default'];

export function loadHouseRulesForm(): Promise<HouseRulesFormComponent> {
	return import('./HouseRulesForm.svelte').then((module) => module.default);
}
