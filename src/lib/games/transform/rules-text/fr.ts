/** La page de règles de Transform en français : les mots de chaque entrée de LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Transform',
	credit:
		'Conçu par Leroy Quet, publié sur rec.puzzles, sci.math et rec.games.abstract le 16 juillet 2010.',
	summary:
		'Un jeu de listes de nombres secrètes : à chaque manche, le permutateur met une liste commune dans l’ordre, et chaque joueur marque pour les nombres premiers de la liste obtenue à partir de cet ordre et de sa propre liste secrète.',
	sections: ['Le jeu'],
	entries: {
		'transform-1': 'Deux joueurs ou plus participent ; l’appli en accepte de 2 à 8.',
		'transform-1b': 'Ni plateau ni cartes : seulement des listes de nombres entiers.',
		'transform-2':
			'Avant la première manche, la table choisit d’un commun accord un nombre entier positif n, et n reste le même à chaque manche.',
		'transform-2b': 'Chaque liste du jeu a exactement n termes.',
		'transform-3': 'La partie compte un nombre de manches multiple du nombre de joueurs.',
		'transform-4': 'À chaque manche, un joueur est le permutateur.',
		'transform-4b':
			'Le rôle de permutateur fait le tour de la table, de sorte que chaque joueur est permutateur pendant le même nombre de manches.',
		'transform-5':
			'Au début d’une manche, chaque joueur, permutateur compris, écrit en secret une liste ordonnée de n nombres entiers différents (positifs, négatifs ou nuls). C’est sa liste b pour la manche.',
		'transform-6':
			'Les joueurs autres que le permutateur choisissent ensuite à tour de rôle les termes d’une liste commune a′ de n nombres entiers différents, un terme par tour, jusqu’à ce qu’elle ait n termes.',
		'transform-7':
			'Le permutateur range les termes de a′ dans l’ordre qu’il veut. Cette liste ordonnée est a ; elle utilise chaque terme de a′ exactement une fois.',
		'transform-8': 'Puis chacun révèle sa liste b.',
		'transform-9':
			'Chaque joueur combine a avec sa propre liste b pour obtenir une liste de n nombres, sa liste c (la formule est dans la précision 1).',
		'transform-10':
			'Un joueur marque un point pour chaque terme de sa liste c qui est un nombre premier (voir la précision 2).',
		'transform-10b': 'Une valeur qui apparaît deux fois dans une liste c marque deux fois.',
		'transform-11':
			'Après la dernière manche, chaque joueur additionne ses scores de manche. Le plus grand total gagne.',
		'transform-12':
			'Variante : au lieu des nombres premiers, la table peut convenir avant chaque manche, avant que quiconque écrive une liste b, d’un autre critère pour qu’un terme de la liste c marque, comme les nombres de Fibonacci, les carrés parfaits ou les termes premiers avec le terme précédent.',
		'transform-12b':
			'Le choix du critère peut être laissé au permutateur, les autres joueurs pouvant y opposer leur veto.',
		'transform-ruling-1':
			'La formule telle qu’elle est écrite donne la même valeur pour tout k, si bien que les n termes d’une liste c seraient tous égaux. Nous la lisons plutôt comme une somme glissante (une convolution) : c(k) = a(k)·b(1) + a(k−1)·b(2) + … + a(1)·b(k), pour k = 1 à n. Règle maison : la jouer telle qu’imprimée, où chaque terme vaut a(n)·b(1) + a(n−1)·b(2) + … + a(1)·b(n).',
		'transform-ruling-2':
			'Seuls les nombres premiers positifs marquent (2, 3, 5, 7, …). Zéro, 1 et les nombres négatifs jamais. Règle maison : un terme marque quand sa valeur absolue est un nombre premier, donc −7 compte.',
		'transform-ruling-3': 'Le nombre de manches doit être un multiple du nombre de joueurs.',
		'transform-ruling-3b':
			'La première place est permutateur à la manche 1, et le rôle passe à chaque manche au joueur suivant dans l’ordre des places : chacun est permutateur aussi souvent que les autres.',
		'transform-ruling-4':
			'Les joueurs autres que le permutateur choisissent les termes de a′ un par un dans l’ordre des places, en commençant par le joueur qui suit le permutateur et en refaisant le tour si besoin, jusqu’à avoir n termes.',
		'transform-ruling-4b':
			'Aucun entier ne peut apparaître deux fois dans a′, ni deux fois dans une même liste b.',
		'transform-ruling-4c':
			'L’original suggère que n soit un multiple du nombre de joueurs moins un, pour que chaque joueur qui choisit ait le même nombre de tours ; l’appli prévient si ce n’est pas le cas, mais accepte tout n à partir de 1.',
		'transform-ruling-4d': 'Zéro et les entiers négatifs sont permis dans a′ et dans les listes b.',
		'transform-ruling-5':
			'Critères de la variante : nombre premier (par défaut) ; nombre de Fibonacci (0, 1, 2, 3, 5, 8, …, jamais négatif) ; carré parfait (0, 1, 4, 9, …) ; premier avec le terme précédent (à partir du deuxième terme, un terme compte quand son plus grand commun diviseur avec le terme d’avant vaut 1, où pgcd(0, x) vaut |x|).',
		'transform-ruling-5b':
			'Le critère de chaque manche est noté avant que quiconque écrive une liste b.',
		'transform-ruling-5c':
			'Choix de l’appli : une table peut aussi choisir « premier en valeur absolue » (voir la précision 2) comme critère pour une seule manche.',
		'transform-ruling-6': 'Les totaux portent sur toutes les manches, et le plus haut gagne.',
		'transform-ruling-6b': 'Les joueurs à égalité au total le plus haut se partagent la victoire.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
