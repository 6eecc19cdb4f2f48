/** La página de reglas de la libreta de puntos en español: las palabras de cada entrada de LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Otro juego (libreta de puntos)',
	credit: 'Una libreta de puntos para cualquier juego: no tiene autor propio.',
	summary:
		'Lleva la puntuación de cualquier juego que se juegue en la mesa, ronda a ronda, con los totales acumulados y quién va en cabeza, y termina la partida al llegar a una puntuación objetivo o tras un número fijo de rondas si la mesa lo pide.',
	sections: ['Cómo funciona la libreta'],
	entries: {
		'notepad-1':
			'Una partida en la libreta lleva el nombre del juego que se juega e indica cómo se gana: con el total más alto o con el más bajo.',
		'notepad-1b':
			'Admite de 1 a 12 jugadores, cada uno con su propio nombre: ningún nombre vacío y nunca dos jugadores con el mismo nombre en una misma mesa.',
		'notepad-2':
			'Las puntuaciones se anotan ronda a ronda: una puntuación para cada jugador en cada ronda.',
		'notepad-2b':
			'Si la mesa lo eligió al empezar, una puntuación en blanco cuenta como 0, así que en una ronda con casi todo ceros basta con escribir las demás. Si no, hay que escribir todas las puntuaciones, también los ceros.',
		'notepad-3':
			'Una puntuación es un número entero o, si la mesa eligió al empezar puntuaciones con decimales, un número con hasta 2 decimales, que se suma exactamente tal como está escrito. Puede ser cero o negativa; los totales suman todas las rondas.',
		'notepad-4':
			'Cada ronda puede llevar una nota breve, por ejemplo quién repartió o qué tuvo de especial.',
		'notepad-5':
			'Cualquier puntuación de una ronda ya anotada se puede corregir. La corrección queda en el historial de la partida como cualquier otra entrada, y Deshacer la revierte.',
		'notepad-6':
			'Va en cabeza el jugador con el mejor total: el más alto, o el más bajo si la mesa eligió que gane el total más bajo. Cuando la partida termina, quienes van en cabeza son los ganadores.',
		'notepad-6b':
			'Los jugadores con el mismo total comparten su puesto, y el puesto siguiente se salta: a dos jugadores empatados en el primer puesto les sigue el tercero.',
		'notepad-7':
			'Con una puntuación objetivo, la partida termina al final de la ronda en la que el total de algún jugador alcanza o supera el objetivo. Después ya no se puede añadir ninguna ronda.',
		'notepad-8':
			'Con un número fijo de rondas, la partida termina en cuanto se han anotado esas rondas, y después ya no se puede añadir ninguna.',
		'notepad-9':
			'Sin objetivo ni número fijo de rondas, la partida sigue hasta que la mesa la marca como terminada. La mesa también puede abandonar una partida: nadie la gana. En ambos casos se puede reabrir.',
		'notepad-10':
			'Un jugador puede unirse a una partida ya empezada, entre dos rondas. Ocupa el siguiente asiento y empieza con la puntuación que le da la mesa (0 salvo que diga otra cosa), que vale por todas las rondas jugadas antes de su llegada; en esas rondas no figura ninguna puntuación suya.',
		'notepad-11':
			'El nombre de un jugador se puede cambiar durante la partida. El nuevo nombre vale solo para esta partida: la lista de jugadores habituales conserva el suyo, las estadísticas lo siguen contando como el mismo jugador con ese nombre, y el cambio queda en el historial de la partida como cualquier otra entrada.',
		'notepad-12':
			'El jugador del primer asiento reparte o juega primero en la ronda 1; después ese papel pasa cada ronda al asiento siguiente, dando la vuelta a la mesa en orden de asientos, incluido quien se haya unido más tarde.',
		'notepad-13':
			'La mesa puede jugar por equipos, elegidos al empezar: al menos dos equipos y cada jugador en exactamente uno. Los puntos de cada jugador se anotan como siempre, y el total de un equipo es la suma de los totales de sus jugadores. Gana el equipo con el mejor total, y cada uno de sus jugadores gana con él; los equipos empatados comparten puesto. Con una puntuación objetivo, la partida termina cuando el total de un equipo la alcanza. Quien se una más tarde entra en un equipo. Un equipo puede recibir un nombre al empezar (no vacío, como máximo 40 caracteres, nunca dos equipos iguales); un equipo sin nombre se numera. La mesa puede elegir en cambio una puntuación por equipo en cada ronda: la puntuación del equipo se anota una vez, bajo el equipo, y su total decide como antes; en las estadísticas cada jugador de un equipo tiene el total del equipo.',
		'notepad-14':
			'En un juego cooperativo toda la mesa juega unida contra el juego: no se anotan rondas de puntos, salvo que la mesa elija al empezar anotar su puntuación en cada ronda (con un número de rondas si el juego lo tiene) y, al final, la mesa dice si ganó o perdió en conjunto, con la puntuación de la mesa si el juego la da (con rondas y sin puntuación dada, el total de las rondas). Eso termina la partida; Deshacer retira el resultado. Las estadísticas cuentan una partida cooperativa para la mesa, no como una victoria de un solo jugador.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
