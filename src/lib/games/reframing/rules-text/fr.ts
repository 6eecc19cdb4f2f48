/** La page de règles de Reframing en français : les mots de chaque entrée de LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Reframing',
	credit:
		'Conçu par pseudonam comme Main Match 3 (MM3) de « The Genius: Variations on a Theme ». Règles racontées avec nos propres mots.',
	summary:
		'Un match en huit manches pour 11 joueurs (de 2 à 16 dans l’appli) : posez et déplacez des cartes numérotées sur huit cadres pour que la condition de chaque carte soit remplie au moment du décompte de la manche.',
	sections: ['Le jeu', 'Conditions (une par numéro de carte)', 'Manches spéciales'],
	entries: {
		'reframing-1': 'Le match dure huit manches.',
		'reframing-1b':
			'Il y a huit cadres, numérotés de 1 à 8 ; à la manche r, le cadre en cours est le cadre r.',
		'reframing-2':
			'Chaque joueur possède une carte de chaque numéro de son paquet : de 1 à 7 au départ, d’autres numéros s’y ajoutant aux manches 2, 4 et 5.',
		'reframing-2b':
			'Chaque carte est soit dans la main de son propriétaire, soit sur exactement un cadre.',
		'reframing-3':
			'À chaque manche, un joueur peut jouer jusqu’à trois cartes différentes de son paquet sur le cadre en cours, ou aucune.',
		'reframing-4':
			'Une carte déjà utilisée peut être rejouée : elle quitte son cadre et va sur le cadre en cours.',
		'reframing-5':
			'À la fin de chaque manche, chaque carte de chaque cadre compte : son propriétaire gagne le numéro de la carte si sa condition est remplie, et le perd sinon. Les cartes des cadres plus anciens comptent à nouveau à chaque manche.',
		'reframing-6':
			'Si les cartes d’un joueur totalisent moins de zéro sur une manche, son score de cartes pour cette manche vaut zéro à la place.',
		'reframing-7':
			'Après chaque manche, les cadres sont montrés du plus haut au plus bas, avec chaque carte et le joueur qui l’a jouée.',
		'reframing-8': 'Le match est écrit pour 11 joueurs ; l’appli en accepte de 2 à 16.',
		'reframing-c1': 'Au moins une carte est sur son cadre (elle est donc toujours remplie).',
		'reframing-c2': 'Son cadre porte au moins un 1.',
		'reframing-c3': 'Son cadre ne porte pas plus de trois 3.',
		'reframing-c4':
			'Une carte de son cadre qui n’est pas un 4 échoue à sa propre condition. Cela se vérifie après toutes les autres cartes du cadre.',
		'reframing-c5':
			'Son cadre porte au moins 20 cartes, celle-ci comprise (le nombre imprimé ; voir la précision 5).',
		'reframing-c6': 'Son cadre porte plus de cartes impaires que de cartes paires.',
		'reframing-c7': 'Son cadre porte chaque numéro de 1 à 6 au moins une fois.',
		'reframing-c8':
			'Il y a au plus huit 8 sur son cadre et les cadres de numéro plus élevé réunis (le nombre imprimé ; voir la précision 5).',
		'reframing-c9': 'Son cadre porte au moins trois 3.',
		'reframing-c10':
			'Un numéro apparaît au moins quatre fois sur son cadre (quatre est le nombre imprimé ; voir la précision 5), et le propriétaire de ce 10 n’a aucune carte de ce numéro sur le cadre.',
		'reframing-c11': 'Son cadre porte plus de cartes que chacun des autres cadres.',
		'reframing-c12': 'Son cadre ne porte pas plus de 12 que de 1, ni plus de 12 que de 2.',
		'reframing-c13':
			'Son cadre porte au moins 11 numéros différents (le nombre imprimé ; voir la précision 5).',
		'reframing-9':
			'Manche 2, Arithmophobie : chaque joueur ajoute un 8 et un 9 à son paquet pour le reste du match.',
		'reframing-10':
			'Manche 3, Pouvoir de prédiction : avant que les cartes jouées soient révélées, chaque joueur annonce un nombre entier d’au moins 1, en devinant combien de cartes passeront cette manche des cadres 1 et 2 au cadre 3.',
		'reframing-10b':
			'À la manche 3, un joueur marque un point bonus pour chaque autre joueur dont l’estimation est plus éloignée du vrai compte que la sienne.',
		'reframing-11':
			'Manche 4, Deux chiffres : chaque joueur ajoute un 10 et un 11 à son paquet pour le reste du match.',
		'reframing-12':
			'Manche 5, Malchance à foison : chaque joueur ajoute un 12 et un 13 à son paquet pour le reste du match.',
		'reframing-13':
			'Manche 6, Récupération : avant de jouer, un joueur peut reprendre en main n’importe lesquelles de ses cartes posées sur les cadres.',
		'reframing-13b':
			'À la manche 6, un joueur joue ensuite comme d’habitude, et peut jouer une carte qu’il vient de reprendre.',
		'reframing-14':
			'Manche 7, Échec autoréalisateur : pour chacun des cadres 1 à 5, chaque joueur reçoit en secret le nom d’un autre joueur.',
		'reframing-14b': 'À la manche 7, chaque nom est donné à exactement un joueur sur chaque cadre.',
		'reframing-14c':
			'À la manche 7, à six joueurs ou plus, personne ne reçoit deux fois le même nom.',
		'reframing-15':
			'À la fin de la manche 7, pour chacun des cadres 1 à 5 : si une carte du joueur dont vous avez reçu le nom pour ce cadre échoue, vous marquez le numéro de la plus haute de ces cartes en échec.',
		'reframing-16':
			'Manche 8, Le progrès est en marche : après avoir joué, un joueur peut aussi faire monter des cartes déjà posées sur les cadres, chacune d’un cadre vers le haut.',
		'reframing-16b': 'À la manche 8, un joueur fait monter au plus une carte de chaque cadre.',
		'reframing-16c':
			'À la manche 8, un joueur ne peut pas faire monter une carte jouée pendant cette manche.',
		'reframing-16d': 'Une montée n’emmène jamais une carte au-delà du cadre 8.',
		'reframing-17': 'Après la manche 8, le total le plus haut gagne.',
		'reframing-17b': 'Les joueurs à égalité au total le plus haut se partagent la victoire.',
		'reframing-ruling-1':
			'Chaque joueur a exactement une carte de chaque numéro de son paquet : de 1 à 7 au départ, 8 et 9 dès la manche 2, 10 et 11 dès la manche 4, 12 et 13 dès la manche 5.',
		'reframing-ruling-1b':
			'Une carte est soit dans la main de son propriétaire, soit sur un seul cadre.',
		'reframing-ruling-2':
			'À la manche r, un joueur joue de 0 à 3 cartes, toutes différentes, sur le cadre r.',
		'reframing-ruling-2b': 'Jouer une carte déjà posée sur un cadre la déplace sur le cadre r.',
		'reframing-ruling-3':
			'Le décompte a lieu à la fin de chaque manche, sur toutes les cartes des cadres 1 à r : une carte ajoute son numéro si sa condition est remplie, et le retire sinon.',
		'reframing-ruling-3b':
			'Le score de cartes d’un joueur pour la manche est la somme de la précision 3, ou zéro si cette somme est négative.',
		'reframing-ruling-3c':
			'Au décompte d’une manche, les cadres sont montrés du plus haut au plus bas.',
		'reframing-ruling-4':
			'La condition C4 dépend de la réussite ou de l’échec des autres cartes de son cadre : elle est donc évaluée en dernier. Aucune autre condition ne dépend de la réussite ou de l’échec.',
		'reframing-ruling-5':
			'Les seuils imprimés (C5 : 20 cartes, C8 : au plus huit 8, C10 : quatre exemplaires, C13 : 11 numéros) sont prévus pour 11 joueurs et s’appliquent par défaut. Une table peut choisir de les ajuster : avec moins de 11 joueurs, chacun devient la valeur imprimée multipliée par le nombre de joueurs et divisée par 11, arrondie à l’entier le plus proche (les moitiés vers le haut) et au moins 1 ; à partir de 11 joueurs, les valeurs imprimées restent.',
		'reframing-ruling-6': 'Dans C8, les cadres suivants sont les cadres de numéro plus élevé.',
		'reframing-ruling-6b': 'Dans C10, « vous » désigne le joueur à qui appartient ce 10.',
		'reframing-ruling-7':
			'À la manche 3, chaque joueur doit donner une estimation, un nombre entier à partir de 1, avant que les cartes jouées soient révélées.',
		'reframing-ruling-7b':
			'Le vrai compte pour les estimations de la manche 3 est le nombre de cartes jouées cette manche qui étaient juste avant sur le cadre 1 ou le cadre 2.',
		'reframing-ruling-7c':
			'À la manche 3, vous marquez un point pour chaque autre joueur dont l’estimation est strictement plus éloignée du vrai compte que la vôtre.',
		'reframing-ruling-8':
			'À la manche 6, les cartes reprises reviennent d’abord en main ; puis on joue comme d’habitude.',
		'reframing-ruling-9':
			'L’appli tire au sort les noms de la manche 7 pour les cadres 1 à 5 et garde ce tirage, pour que les reprises et l’annulation donnent les mêmes noms.',
		'reframing-ruling-9b':
			'Une table qui a choisi ses noms de la manche 7 autrement peut les saisir à la place, et l’appli les vérifie selon les précisions 9c et 9d.',
		'reframing-ruling-9c':
			'Sur chacun des cadres 1 à 5 à la manche 7, chaque joueur reçoit le nom d’un autre joueur et chaque nom est donné une fois.',
		'reframing-ruling-9d':
			'À six joueurs ou plus, les cinq noms de la manche 7 de chaque joueur sont tous différents.',
		'reframing-ruling-9e':
			'À moins de six joueurs, on ne peut pas donner cinq noms différents, donc des noms se répètent. Le tirage de l’appli ne redonne un nom à un joueur qu’après lui avoir donné une fois chacun des autres ; les noms saisis par la table peuvent se répéter dans n’importe quel ordre.',
		'reframing-ruling-9f':
			'Sur chacun des cadres 1 à 5, quand une ou plusieurs cartes du joueur dont vous avez le nom y échouent à la fin de la manche 7, vous marquez le numéro de la plus haute en échec.',
		'reframing-ruling-10':
			'À la manche 8, un joueur peut faire monter n’importe lesquelles de ses cartes d’un cadre (du cadre f au cadre f + 1), une fois que tout le monde a joué.',
		'reframing-ruling-10b':
			'À la manche 8, un joueur fait monter au plus une carte de chaque cadre.',
		'reframing-ruling-10c': 'Une carte jouée à la manche 8 ne peut pas aussi monter.',
		'reframing-ruling-10d':
			'Toutes les montées d’un joueur ont lieu en même temps : deux cartes montées montent donc chacune d’exactement un cadre.',
		'reframing-ruling-11':
			'Les bonus des manches 3 et 7 s’ajoutent après que le score de cartes a été remonté à zéro (précision 3b).',
		'reframing-ruling-12': 'Après la manche 8, le total le plus haut gagne.',
		'reframing-ruling-12b': 'Une égalité au total le plus haut est une victoire partagée.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
