/** La página de reglas de Transform en español: las palabras de cada entrada de LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Transform',
	credit:
		'Diseñado por Leroy Quet, publicado en rec.puzzles, sci.math y rec.games.abstract el 16 de julio de 2010.',
	summary:
		'Un juego de listas de números secretas: cada ronda el permutador ordena una lista común, y cada jugador puntúa por los primos de la lista que sale de ese orden y de su propia lista secreta.',
	sections: ['El juego'],
	entries: {
		'transform-1': 'Juegan dos o más jugadores; la app admite de 2 a 8.',
		'transform-1b': 'No hay tablero ni cartas: solo listas de números enteros.',
		'transform-2':
			'Antes de la primera ronda la mesa acuerda un número entero positivo n, que es el mismo en todas las rondas.',
		'transform-2b': 'Todas las listas del juego tienen exactamente n términos.',
		'transform-3': 'La partida tiene un número de rondas que es múltiplo del número de jugadores.',
		'transform-4': 'En cada ronda un jugador es el permutador.',
		'transform-4b':
			'El papel de permutador va rotando por la mesa, de modo que cada jugador es permutador en el mismo número de rondas.',
		'transform-5':
			'Al empezar una ronda, cada jugador, incluido el permutador, escribe en secreto una lista ordenada de n números enteros distintos (positivos, negativos o cero). Es su lista b de la ronda.',
		'transform-6':
			'Después, los jugadores que no son el permutador eligen por turnos los términos de una lista común a′ de n enteros distintos, un término por turno, hasta que tenga n términos.',
		'transform-7':
			'El permutador ordena los términos de a′ como quiera. Esa lista ordenada es a; usa cada término de a′ exactamente una vez.',
		'transform-8': 'Luego todos enseñan su lista b.',
		'transform-9':
			'Cada jugador combina a con su propia lista b en una lista de n números, su lista c (la fórmula está en la aclaración 1).',
		'transform-10':
			'Un jugador gana un punto por cada término de su lista c que sea primo (ver la aclaración 2).',
		'transform-10b': 'Un valor que aparece dos veces en una lista c puntúa dos veces.',
		'transform-11':
			'Tras la última ronda, cada jugador suma sus puntuaciones de ronda. Gana el total más grande.',
		'transform-12':
			'Variante: en lugar de los primos, la mesa puede acordar antes de cada ronda, antes de que nadie escriba su lista b, otro criterio para que puntúe un término de la lista c, como los números de Fibonacci, los cuadrados perfectos o los términos coprimos con el anterior.',
		'transform-12b':
			'La elección del criterio puede dejarse al permutador, y los demás jugadores pueden vetarla.',
		'transform-ruling-1':
			'La fórmula tal como está escrita da el mismo valor para todo k, así que los n términos de una lista c serían iguales. La leemos en cambio como una suma acumulada (una convolución): c(k) = a(k)·b(1) + a(k−1)·b(2) + … + a(1)·b(k), para k = 1 a n. Regla de la casa: jugarla tal como está impresa, donde cada término es a(n)·b(1) + a(n−1)·b(2) + … + a(1)·b(n).',
		'transform-ruling-2':
			'Solo puntúan los primos positivos (2, 3, 5, 7, …). El cero, el 1 y los negativos nunca. Regla de la casa: un término puntúa cuando su valor absoluto es primo, así que −7 cuenta.',
		'transform-ruling-3': 'El número de rondas debe ser múltiplo del número de jugadores.',
		'transform-ruling-3b':
			'El primer asiento es permutador en la ronda 1, y el papel pasa cada ronda al siguiente jugador en orden de asientos, así que todos son permutador las mismas veces.',
		'transform-ruling-4':
			'Los jugadores que no son el permutador eligen los términos de a′ de uno en uno en orden de asientos, empezando por el jugador que sigue al permutador y dando otra vuelta si hace falta, hasta que haya n términos.',
		'transform-ruling-4b':
			'Ningún entero puede aparecer dos veces en a′, ni dos veces en una misma lista b.',
		'transform-ruling-4c':
			'El original sugiere que n sea múltiplo del número de jugadores menos uno, para que cada jugador que elige tenga los mismos turnos; la app avisa cuando no lo es, pero admite cualquier n desde 1.',
		'transform-ruling-4d':
			'El cero y los enteros negativos están permitidos en a′ y en las listas b.',
		'transform-ruling-5':
			'Criterios de la variante: primo (el predeterminado); número de Fibonacci (0, 1, 2, 3, 5, 8, …, nunca negativo); cuadrado perfecto (0, 1, 4, 9, …); coprimo con el término anterior (a partir del segundo término, un término cuenta cuando su máximo común divisor con el anterior es 1, donde mcd(0, x) es |x|).',
		'transform-ruling-5b':
			'El criterio de cada ronda se anota antes de que nadie escriba su lista b.',
		'transform-ruling-5c':
			'Decisión de la app: una mesa también puede elegir «primo en valor absoluto» (ver la aclaración 2) como criterio para una sola ronda.',
		'transform-ruling-6': 'Los totales abarcan todas las rondas, y gana el total más alto.',
		'transform-ruling-6b': 'Los jugadores empatados con el total más alto comparten la victoria.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
