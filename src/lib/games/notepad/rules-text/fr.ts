/** La page de règles du bloc de scores en français : les mots de chaque entrée de LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Autre jeu (bloc de scores)',
	credit: 'Un bloc de scores pour tout jeu : il n’a pas d’auteur à lui.',
	summary:
		'Tient les scores de n’importe quel jeu joué à la table, manche par manche, avec les totaux cumulés et le joueur en tête, et termine la partie à un score cible ou après un nombre fixe de manches si la table le demande.',
	sections: ['Comment fonctionne le bloc de scores'],
	entries: {
		'notepad-1':
			'Une partie sur le bloc de scores porte le nom du jeu joué et indique comment on la gagne : avec le total le plus haut ou le plus bas.',
		'notepad-1b':
			'Elle se joue de 1 à 12 joueurs, chacun avec son propre nom : pas de nom vide, et jamais deux joueurs du même nom à une même table.',
		'notepad-2':
			'Les scores se notent une manche à la fois : un score pour chaque joueur à chaque manche.',
		'notepad-2b':
			'Si la table l’a choisi au départ, un score laissé vide compte pour 0 : dans une manche faite surtout de zéros, il suffit de taper les autres scores. Sinon, chaque score doit être tapé, zéros compris.',
		'notepad-3':
			'Un score est un nombre entier ou, si la table a choisi au départ les scores décimaux, un nombre avec au plus 2 décimales, additionné exactement tel qu’il est écrit. Il peut être nul ou négatif ; les totaux additionnent toutes les manches.',
		'notepad-4':
			'Chaque manche peut avoir une courte note, par exemple qui a distribué ou ce qu’elle a eu de particulier.',
		'notepad-5':
			'Tout score d’une manche déjà notée peut être corrigé. Une correction reste dans l’historique de la partie comme toute autre entrée, et Annuler la retire.',
		'notepad-6':
			'Le joueur au meilleur total est en tête : le total le plus haut, ou le plus bas si la table a choisi que le plus petit total gagne. Une fois la partie finie, les joueurs en tête sont les gagnants.',
		'notepad-6b':
			'Les joueurs à égalité de total partagent leur place, et la place suivante est sautée : deux joueurs premiers ex æquo sont suivis du troisième.',
		'notepad-7':
			'Avec un score cible, la partie se termine à la fin de la manche où le total d’un joueur atteint ou dépasse la cible. Aucune manche ne peut être ajoutée ensuite.',
		'notepad-8':
			'Avec un nombre fixe de manches, la partie se termine dès que ce nombre de manches est noté, et aucune manche ne peut être ajoutée ensuite.',
		'notepad-9':
			'Sans cible ni nombre fixe de manches, la partie continue jusqu’à ce que la table la marque comme terminée. La table peut aussi abandonner une partie : personne ne la gagne. Dans les deux cas, la partie peut être rouverte.',
		'notepad-10':
			'Un joueur peut rejoindre une partie en cours, entre deux manches. Il prend la place suivante et commence avec le score que la table lui donne (0 sauf indication contraire), qui vaut pour toutes les manches jouées avant son arrivée ; ces manches n’affichent aucun score pour lui.',
		'notepad-11':
			'Le nom d’un joueur peut être changé en cours de partie. Le nouveau nom ne vaut que pour cette partie : la liste des joueurs habituels garde le sien, les statistiques continuent de le compter comme le même joueur sous ce nom, et le changement reste dans l’historique de la partie comme toute autre entrée.',
		'notepad-12':
			'Le joueur à la première place distribue ou joue en premier à la manche 1 ; ce rôle passe ensuite à la place suivante à chaque manche, en faisant le tour de la table dans l’ordre des places, y compris un joueur arrivé en cours de partie.',
		'notepad-13':
			'La table peut jouer en équipes, choisies au début : au moins deux équipes, chaque joueur dans exactement une. Les points de chaque joueur sont notés comme d’habitude, et le total d’une équipe est la somme des totaux de ses joueurs. L’équipe au meilleur total gagne, et chacun de ses joueurs gagne avec elle ; des équipes à égalité partagent leur place. Avec un score à atteindre, la partie s’arrête quand le total d’une équipe l’atteint. Un joueur qui arrive en cours de partie rejoint une équipe. Une équipe peut recevoir un nom au début (non vide, 40 caractères au plus, jamais deux équipes du même nom) ; une équipe sans nom est numérotée. La table peut aussi choisir un score par équipe à chaque manche : le score de l’équipe est noté une fois, sous l’équipe, et son total décide comme avant ; dans les statistiques, chaque joueur d’une équipe a le total de l’équipe.',
		'notepad-14':
			'Dans un jeu coopératif, toute la table joue ensemble contre le jeu : aucune manche de points n’est notée, sauf si la table choisit au début de noter son score à chaque manche (avec un nombre de manches si le jeu en a), et à la fin la table dit si elle a gagné ou perdu ensemble, avec le score de la table si le jeu en donne un (avec des manches et sans score donné, le total des manches). Cela termine la partie ; Annuler reprend le résultat. Les statistiques comptent une partie coopérative pour la table, pas comme une victoire d’un seul joueur.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
