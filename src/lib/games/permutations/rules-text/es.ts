/** La página de reglas de Permutations en español: las palabras de cada entrada de LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Permutations',
	credit: 'Diseño de Michael Purcell; las reglas se cuentan aquí con nuestras propias palabras.',
	summary:
		'Tres o cuatro jugadores pujan con cartas de su mano para llevarse cartas de una reserva común, intentando reunir en cada ronda tantas cartas de un mismo color como puedan; la primera ronda que lleva a alguien a 100 puntos termina la partida.',
	sections: [
		'La baraja y la mesa',
		'Preparación',
		'Rondas y subastas',
		'Puntuación',
		'Fin de la partida'
	],
	entries: {
		'permutations-1':
			'La baraja tiene 48 cartas, 12 de cada uno de los cuatro colores: rojo, amarillo, verde y azul.',
		'permutations-1b': 'Cada número del 1 al 48 está en exactamente una carta.',
		'permutations-2': 'Juegan tres o cuatro personas.',
		'permutations-2b':
			'Hay un color en juego por jugador; con tres jugadores se aparta un color y sus cartas no se usan.',
		'permutations-3':
			'Saca al azar una carta de cada color en juego y colócalas boca arriba: son la primera reserva.',
		'permutations-4': 'Cada jugador toma como mano las otras 11 cartas de un color en juego.',
		'permutations-4b': 'Dos jugadores nunca toman el mismo color.',
		'permutations-5': 'Una ronda son 11 subastas.',
		'permutations-5b':
			'En cada subasta cada jugador se lleva exactamente una carta, así que cada jugador se lleva 11 cartas por ronda.',
		'permutations-6': 'La reserva tiene siempre una carta por jugador.',
		'permutations-7':
			'Para pujar, cada jugador elige en secreto una carta de su propia mano y luego se muestran todas las pujas a la vez.',
		'permutations-7b': 'Una puja vale el número de su carta.',
		'permutations-8':
			'Los jugadores se llevan carta de uno en uno, de la puja más alta a la más baja.',
		'permutations-8b':
			'En su turno, un jugador toma una carta que siga en la reserva y la guarda boca abajo.',
		'permutations-9':
			'Las cartas que se acaban de pujar son la reserva de la siguiente subasta, también cuando esa subasta abre una ronda nueva.',
		'permutations-10':
			'Cada subasta gasta una carta de cada mano, así que la 11.ª subasta vacía las manos, y sus pujas, una carta de cada jugador, forman la reserva con la que empieza la siguiente ronda.',
		'permutations-11':
			'Las 11 cartas que un jugador se llevó en una ronda son su mano para la ronda siguiente.',
		'permutations-12':
			'Al terminar la ronda, cada jugador cuenta por colores las cartas que se llevó en esa ronda. Su recuento más alto es su maxcount, m.',
		'permutations-13':
			'La ronda da m(m+1)/2 puntos, es decir 1 + 2 + … + m: un maxcount de 3 da 6, 4 da 10, 5 da 15, 6 da 21, 7 da 28, 8 da 36, 9 da 45, 10 da 55 y 11 da 66.',
		'permutations-14':
			'Anotad la puntuación de cada ronda y llevad un total acumulado por jugador.',
		'permutations-15':
			'Si una ronda termina con algún jugador en 100 puntos o más, la partida se acaba. Si no, se juega otra ronda.',
		'permutations-16': 'Gana el total más alto.',
		'permutations-ruling-1':
			'La puntuación es m(m+1)/2 para cualquier maxcount m. La tabla impresa solo empieza en 3 porque 11 cartas repartidas entre como mucho cuatro colores siempre incluyen al menos 3 de un mismo color.',
		'permutations-ruling-2': 'Hay un color en juego por jugador: los cuatro con cuatro jugadores.',
		'permutations-ruling-2b':
			'Con tres jugadores, la mesa decide al preparar la partida qué color se aparta.',
		'permutations-ruling-3':
			'Cada ronda tiene exactamente 11 subastas y cada jugador se lleva una carta en cada una, así que los recuentos por color de un jugador en una ronda suman 11. La app rechaza las entradas que lo incumplen.',
		'permutations-ruling-3b':
			'Solo existen 12 cartas de cada color, así que las cartas de un color que se han llevado todos los jugadores, más las de ese color que quedan en la reserva, nunca pasan de 12. La app rechaza las entradas que lo incumplen.',
		'permutations-ruling-4':
			'No hay dos cartas con el mismo número, así que nunca hay dos pujas iguales y el orden para llevarse cartas nunca empata.',
		'permutations-ruling-5':
			'Solo la primerísima subasta de la partida usa una reserva al azar de una carta por color en juego.',
		'permutations-ruling-5b':
			'Cualquier otra reserva, incluida la que abre una ronda posterior, está formada por las pujas de la subasta anterior.',
		'permutations-ruling-6':
			'La partida termina tras la ronda en la que algún jugador llega a 100 o más.',
		'permutations-ruling-6b': 'Gana el total más alto.',
		'permutations-ruling-6c':
			'Los jugadores empatados con el total más alto comparten la victoria. Regla de la casa: en su lugar, si hay empate en cabeza, todos juegan una ronda más.',
		'permutations-ruling-6d':
			'Decisión de la app: si después de esa ronda extra sigue habiendo empate en cabeza, los empatados comparten la victoria.',
		'permutations-ruling-7':
			'Las reglas no dicen qué números son de qué color. Cuando una carta aparece por primera vez, la app pregunta su número y su color.',
		'permutations-ruling-7b':
			'Una mesa puede guardar una vez la lista de qué número de su baraja es de qué color y reutilizarla; entonces solo se preguntan los números.',
		'permutations-ruling-8':
			'Decisión de la app, no una de las aclaraciones originales: cuando una ronda se anota solo como recuentos por color (la app no ve las cartas), cada jugador recibe recuentos solo de los colores en juego.',
		'permutations-ruling-8b':
			'Decisión de la app: en una ronda anotada como recuentos por color, los recuentos de cada jugador suman 11.',
		'permutations-ruling-8c':
			'Decisión de la app: en una ronda anotada como recuentos por color, ningún color suma más de 12 entre todos los jugadores.',
		'permutations-ruling-8d':
			'Decisión de la app: en una ronda anotada como recuentos por color, las cartas que quedan para la siguiente reserva (12 de cada color menos las que se llevaron) tienen que poder ser una carta de la mano de cada jugador tal como era al empezar la ronda (regla 10). En la primera ronda eso significa que se llevan exactamente 11 de cada color.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
