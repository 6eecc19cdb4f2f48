/** La page de règles de Subsets en français : les mots de chaque entrée de LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Subsets',
	credit: 'Auteur inconnu ; d’après une fiche de jeu datée du 20 janvier 2018.',
	summary:
		'Chaque carte montre un ensemble. Piochez une carte et prenez toute pile face visible dont la carte du dessus est une partie de cet ensemble ; le joueur qui a le plus de cartes à la fin gagne.',
	sections: ['Déroulement', 'Comment l’appli arbitre'],
	entries: {
		'subsets-1': 'Le jeu est prévu pour 3 ou 4 joueurs ; l’appli permet d’y jouer de 2 à 6.',
		'subsets-1b':
			'Le but est d’avoir le plus de cartes possible devant vous quand la pioche est épuisée.',
		'subsets-2': 'Mélangez le paquet et posez-le face cachée : c’est la pioche.',
		'subsets-2b':
			'Donnez à chaque joueur une carte face visible devant lui : c’est le début de sa première pile.',
		'subsets-3':
			'À votre tour, prenez la carte du dessus de la pioche et montrez-la à tous. Appelons S l’ensemble qui y figure.',
		'subsets-4':
			'Si la carte du dessus d’une pile face visible, la vôtre ou celle d’un autre joueur, montre une partie de S, vous pouvez poser votre carte sur cette pile et placer toute la pile devant vous. C’est voler la pile.',
		'subsets-5':
			'Si vous ne volez pas, posez votre carte face visible devant vous : elle forme une nouvelle pile.',
		'subsets-6':
			'Seule la carte du dessus d’une pile face visible compte quand vous cherchez une partie de S.',
		'subsets-6b': 'Une pile face cachée ne peut jamais être volée.',
		'subsets-7':
			'Après votre coup, comptez vos piles face visible : s’il y en a trois ou plus, retournez face cachée la plus grande.',
		'subsets-8': 'Chaque coup doit être approuvé par les autres joueurs.',
		'subsets-8b': 'Dans l’appli, c’est l’arbitre qui vérifie le coup.',
		'subsets-8c':
			'Quand l’arbitre ne peut pas trancher, la table décide et l’appli enregistre sa réponse.',
		'subsets-9':
			'Une carte dont l’écriture ne définit pas correctement un ensemble est une erreur.',
		'subsets-9b':
			'Le premier joueur à crier « Erreur ! » sur une carte erronée prend cette carte et la garde face cachée devant lui.',
		'subsets-10': 'Quand la pioche est épuisée, la partie se termine.',
		'subsets-10b':
			'À la fin, chacun compte les cartes posées devant lui, et le joueur qui en a le plus gagne.',
		'subsets-11':
			'Rien n’est caché dans ce jeu : les joueurs peuvent donc s’aider à choisir une pile s’ils le veulent.',
		'subsets-12':
			'Les cartes s’écrivent comme on écrit les ensembles en cours de maths : des listes comme {1, 2, 3}, des ensembles nommés comme ℕ ou ℤ, des intervalles, la notation en compréhension, des réunions et des intersections.',
		'subsets-12b':
			'Le vérificateur de cartes de l’appli lit chaque carte et dit si c’est un ensemble correct, une erreur (avec la raison), ou si elle dépasse ce qu’il sait lire.',
		'subsets-12c':
			'Le vérificateur dit si une carte est une partie d’une autre, avec la raison, ou avec un élément qui appartient à l’une mais pas à l’autre.',
		'subsets-12d': 'Le vérificateur ne devine jamais.',
		'subsets-12e':
			'Outre les listes, les intervalles et les conditions sur des restes (y compris de très grands modules), le vérificateur lit les conditions avec des puissances d’une variable comme x² < 10, les nombres √2, π et e, les sommes et produits de deux racines carrées comme √2 + √5 ou √2·√8 (qui vaut 4), les sommes de plusieurs variables comme {2a + 3b : a, b ∈ ℤ} (et des pas entiers plus un court intervalle, comme {a + b : a ∈ ℤ, b ∈ (1/3, 1/2)}), et les petits ensembles finis, qu’il vérifie élément par élément. Le témoin qu’il donne peut être un irrationnel exact comme √2, (1 + √5)/2 ou √2 + √5. Les nombres faits de π et de e ensemble, comme π + e, π·e ou π/e, sont situés par des encadrements qui se resserrent autant qu’il le faut : {π + e} est dans (5, 6) et pas dans ℤ ; personne ne sait si un tel nombre est rationnel, donc une question que seul cela trancherait, comme {π + e} ⊆ ℚ, reçoit la réponse « inconnu ».',
		'subsets-12f':
			'Le vérificateur compare aussi des grilles de fractions à très grands dénominateurs, comme {k/1000003 : k ∈ ℤ} et {k/2000006 : k ∈ ℤ}, par leurs pas et leurs points de départ, y compris de telles grilles coupées à un intervalle et tous les réels sauf une telle grille. Il dit aussi quand plusieurs de ces grilles réunies contiennent tous les nombres d’une autre, d’après les restes des numérateurs.',
		'subsets-12g':
			'Des puissances de la variable peuvent figurer dans des restes, comme x² mod 5 = 4, 3 | n² + 1 ou x mod 9 ∈ {0, 1, 8}, sur les entiers et les fractions mais pas sur les réels. Modulo un grand nombre premier ou une puissance d’un nombre premier, un tel reste est calculé à partir des racines du polynôme : {x ∈ ℤ | x² + 1 ≡ 0 (mod 1000003)} est donc vide. Le vérificateur montre aussi qu’une image d’un polynôme est contenue dans une autre, comme {k⁶ : k ∈ ℤ} dans {m³ : m ∈ ℤ}.',
		'subsets-12h':
			'√, π et e peuvent figurer à côté de la variable dans une comparaison, comme x + √3 > 2, √5·x ≥ 1 ou πx < 1, ce qui donne des nombres comme 1/π, et dans la règle d’une image, comme {k√2 : k ∈ ℤ}, {kπ : k ∈ ℕ} ou {√2, 2√2, 3√2, ...}.',
		'subsets-12i':
			'La variable peut être un exposant : {2^k : k ∈ ℕ}, {2^(2k + 1) : k ∈ ℕ}, {(1/2)^k : k ∈ ℕ} ou {n^n : n ∈ ℕ}, et une puissance peut être comparée à un nombre ou prise par son reste, comme dans {k ∈ ℕ | 2^k mod 7 = 1}. Les sommes de telles puissances, comme {2^a + 3^b : a, b ∈ ℕ}, sont lues aussi, et un ensemble de puissances est montré inclus dans une image quand chaque puissance est une valeur de sa règle, comme {4^k : k ∈ ℕ} dans les carrés {n² : n ∈ ℕ}.',
		'subsets-12j':
			'Deux variables peuvent être liées par une condition, comme {a + b : a, b ∈ ℕ, a < b}, ou multipliées, comme {a·b : a, b ∈ ℕ, a, b > 1}. Les conditions qui lient trois variables ou plus ne sont pas lues.',
		'subsets-13':
			'Si une carte de départ est une erreur, le premier joueur à crier « Erreur ! » la prend face cachée, comme d’habitude.',
		'subsets-13b':
			'Quand une carte de départ est prise comme erreur, le même joueur reçoit une autre carte de départ.',
		'subsets-14':
			'Quand le vérificateur ne peut pas lire une carte du tout, la table décide si c’est un ensemble correct, et l’appli enregistre ce que la table a dit.',
		'subsets-15':
			'Quand le vérificateur ne peut pas dire si une carte du dessus est une partie de S, la pile est marquée « demander à la table » : elle ne peut être volée que si la table est d’accord, et l’appli enregistre que la table l’a accepté.',
		'subsets-16': 'On joue dans l’ordre des places, en commençant par la première.',
		'subsets-16b':
			'La table indique à l’appli quand la pioche est épuisée, et seulement entre deux tours.',
		'subsets-17':
			'Quand un joueur qui a crié doit céder une carte face cachée (voir la règle maison du faux appel), l’appli prend la carte erronée qu’il a capturée le plus récemment. S’il n’en a pas, elle prend la carte qu’on lui a cédée le plus récemment ; s’il n’en a pas non plus, la carte du dessus de sa plus grande pile face cachée. Un joueur sans carte face cachée ne donne rien.',
		'subsets-ruling-1':
			'ℕ désigne les nombres pour compter 1, 2, 3, ... Règle maison : une table peut faire commencer ℕ à 0.',
		'subsets-ruling-2':
			'Une partie peut être l’ensemble tout entier : A est une partie de S quand chaque élément de A est aussi dans S.',
		'subsets-ruling-2b':
			'L’ensemble vide ∅ est une partie de tout ensemble : un ∅ face visible peut donc toujours être volé.',
		'subsets-ruling-3': 'Seule la carte du dessus d’une pile face visible peut convenir.',
		'subsets-ruling-3b': 'Quand plusieurs piles pourraient être volées, le joueur en choisit une.',
		'subsets-ruling-3c':
			'Voler est un choix ; un joueur qui ne vole pas commence une nouvelle pile. Règle maison : un joueur doit voler quand l’arbitre a montré qu’un vol est possible.',
		'subsets-ruling-4':
			'Après un coup, un joueur qui a plus de deux piles face visible retourne face cachée la plus grande.',
		'subsets-ruling-4b':
			'Si plusieurs piles face visible ont la plus grande taille, le joueur choisit laquelle.',
		'subsets-ruling-4c': 'Les piles face cachée ne peuvent jamais être volées.',
		'subsets-ruling-5':
			'Quand une carte est une erreur, le premier joueur à crier « Erreur ! » la prend face cachée.',
		'subsets-ruling-5b':
			'Crier « Erreur ! » sur une carte correcte ne coûte rien. Règle maison : celui qui a crié à tort donne une de ses cartes face cachée au joueur qui a pioché.',
		'subsets-ruling-5c':
			'Une fois la carte erronée prise, le tour du joueur qui a pioché se termine. Règle maison : il pioche à nouveau à la place.',
		'subsets-ruling-6':
			'À la fin, chaque carte devant un joueur compte : piles face visible, piles face cachée et cartes erronées capturées.',
		'subsets-ruling-6b':
			'Les joueurs qui partagent le compte le plus haut se partagent la victoire.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
