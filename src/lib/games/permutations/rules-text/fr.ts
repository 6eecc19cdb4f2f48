/** La page de règles de Permutations en français : les mots de chaque entrée de LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Permutations',
	credit: 'Jeu conçu par Michael Purcell ; les règles sont racontées ici avec nos propres mots.',
	summary:
		'Trois ou quatre joueurs misent des cartes de leur main pour prendre des cartes dans une réserve commune, en essayant de réunir à chaque manche le plus de cartes possible d’une même couleur ; la première manche qui amène quelqu’un à 100 points termine la partie.',
	sections: [
		'Le paquet et la table',
		'Mise en place',
		'Manches et enchères',
		'Score',
		'Fin de la partie'
	],
	entries: {
		'permutations-1':
			'Le paquet compte 48 cartes, 12 dans chacune des quatre couleurs : rouge, jaune, vert et bleu.',
		'permutations-1b': 'Chaque nombre de 1 à 48 figure sur exactement une carte.',
		'permutations-2': 'On joue à trois ou quatre.',
		'permutations-2b':
			'Il y a une couleur en jeu par joueur ; à trois joueurs, une couleur est mise de côté et ses cartes ne servent pas.',
		'permutations-3':
			'Tirez une carte au hasard dans chaque couleur en jeu et posez-les face visible : elles forment la première réserve.',
		'permutations-4': 'Chaque joueur prend comme main les 11 autres cartes d’une couleur en jeu.',
		'permutations-4b': 'Deux joueurs ne prennent jamais la même couleur.',
		'permutations-5': 'Une manche compte 11 enchères.',
		'permutations-5b':
			'À chaque enchère, chaque joueur prend exactement une carte : chaque joueur prend donc 11 cartes par manche.',
		'permutations-6': 'La réserve contient toujours une carte par joueur.',
		'permutations-7':
			'Pour miser, chaque joueur choisit en secret une carte de sa propre main, puis toutes les mises sont révélées ensemble.',
		'permutations-7b': 'Une mise vaut le nombre inscrit sur sa carte.',
		'permutations-8':
			'Les joueurs prennent une carte chacun à leur tour, de la mise la plus haute à la plus basse.',
		'permutations-8b':
			'À son tour, un joueur prend une carte encore dans la réserve et la garde face cachée.',
		'permutations-9':
			'Les cartes qui viennent d’être misées forment la réserve de l’enchère suivante, même quand celle-ci ouvre une nouvelle manche.',
		'permutations-10':
			'Chaque enchère consomme une carte de chaque main : la 11e enchère vide donc les mains, et ses mises, une carte de chaque joueur, forment la réserve qui ouvre la manche suivante.',
		'permutations-11':
			'Les 11 cartes qu’un joueur a prises pendant une manche forment sa main pour la manche suivante.',
		'permutations-12':
			'À la fin de la manche, chaque joueur compte, couleur par couleur, les cartes qu’il a prises pendant cette manche. Son plus grand compte est son maxcount, m.',
		'permutations-13':
			'La manche rapporte m(m+1)/2, soit 1 + 2 + … + m : un maxcount de 3 rapporte 6, 4 rapporte 10, 5 rapporte 15, 6 rapporte 21, 7 rapporte 28, 8 rapporte 36, 9 rapporte 45, 10 rapporte 55 et 11 rapporte 66.',
		'permutations-14':
			'Notez le score de chaque manche et tenez un total cumulé pour chaque joueur.',
		'permutations-15':
			'Si une manche se termine avec un joueur à 100 points ou plus, la partie est finie. Sinon, jouez une autre manche.',
		'permutations-16': 'Le total le plus haut gagne.',
		'permutations-ruling-1':
			'Le score est m(m+1)/2 pour tout maxcount m. La table imprimée ne commence à 3 que parce que 11 cartes réparties sur au plus quatre couleurs en comptent toujours au moins 3 d’une même couleur.',
		'permutations-ruling-2': 'Il y a une couleur en jeu par joueur : les quatre à quatre joueurs.',
		'permutations-ruling-2b':
			'À trois joueurs, la table décide à la mise en place quelle couleur mettre de côté.',
		'permutations-ruling-3':
			'Chaque manche compte exactement 11 enchères et chaque joueur y prend une carte à chaque fois : les comptes par couleur qu’un joueur prend pendant une manche font donc 11 au total. L’appli refuse les entrées qui ne respectent pas cela.',
		'permutations-ruling-3b':
			'Il n’existe que 12 cartes de chaque couleur : les cartes d’une couleur prises par tous les joueurs, plus celles de cette couleur restées dans la réserve, ne dépassent jamais 12. L’appli refuse les entrées qui ne respectent pas cela.',
		'permutations-ruling-4':
			'Deux cartes ne portent jamais le même nombre : deux mises ne sont donc jamais égales et l’ordre de prise n’est jamais à égalité.',
		'permutations-ruling-5':
			'Seule la toute première enchère de la partie utilise une réserve tirée au hasard, d’une carte par couleur en jeu.',
		'permutations-ruling-5b':
			'Toute autre réserve, y compris celle qui ouvre une manche ultérieure, est formée des mises de l’enchère précédente.',
		'permutations-ruling-6':
			'La partie se termine après la manche où un joueur atteint 100 ou plus.',
		'permutations-ruling-6b': 'Le total le plus haut gagne.',
		'permutations-ruling-6c':
			'Les joueurs à égalité au total le plus haut se partagent la victoire. Règle maison : à la place, en cas d’égalité en tête, tout le monde joue une manche de plus.',
		'permutations-ruling-6d':
			'Choix de l’appli : si l’égalité en tête persiste après cette manche supplémentaire, les joueurs à égalité se partagent la victoire.',
		'permutations-ruling-7':
			'Les règles ne disent pas quels nombres sont de quelle couleur. Quand une carte apparaît pour la première fois, l’appli demande son nombre et sa couleur.',
		'permutations-ruling-7b':
			'Une table peut enregistrer une fois la correspondance nombre-couleur de son paquet et la réutiliser ; seuls les nombres sont alors demandés.',
		'permutations-ruling-8':
			'Choix de l’appli, qui ne fait pas partie des précisions d’origine : quand une manche est saisie seulement en comptes par couleur (l’appli ne voit pas les cartes), chaque joueur ne reçoit des comptes que pour les couleurs en jeu.',
		'permutations-ruling-8b':
			'Choix de l’appli : dans une manche saisie en comptes par couleur, les comptes de chaque joueur font 11 au total.',
		'permutations-ruling-8c':
			'Choix de l’appli : dans une manche saisie en comptes par couleur, aucune couleur ne dépasse 12 au total sur l’ensemble des joueurs.',
		'permutations-ruling-8d':
			'Choix de l’appli : dans une manche saisie en comptes par couleur, les cartes qui restent pour la réserve suivante (12 de chaque couleur moins celles prises) doivent pouvoir être une carte de la main de chaque joueur telle qu’elle était au début de la manche (règle 10). À la première manche, cela veut dire qu’exactement 11 cartes de chaque couleur sont prises.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
