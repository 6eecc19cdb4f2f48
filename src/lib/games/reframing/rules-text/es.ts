/** La página de reglas de Reframing en español: las palabras de cada entrada de LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Reframing',
	credit:
		'Diseñado por pseudonam como Main Match 3 (MM3) de «The Genius: Variations on a Theme». Reglas contadas con nuestras propias palabras.',
	summary:
		'Una partida de ocho rondas para 11 jugadores (de 2 a 16 en la app): coloca y mueve cartas numeradas sobre ocho marcos para que la condición de cada carta se cumpla cuando se puntúa la ronda.',
	sections: ['El juego', 'Condiciones (una por número de carta)', 'Rondas especiales'],
	entries: {
		'reframing-1': 'La partida dura ocho rondas.',
		'reframing-1b':
			'Hay ocho marcos, numerados del 1 al 8; en la ronda r el marco actual es el marco r.',
		'reframing-2':
			'Cada jugador tiene una carta de cada número de su mazo: del 1 al 7 al empezar, y se suman más números en las rondas 2, 4 y 5.',
		'reframing-2b': 'Cada carta está o en la mano de su dueño o en exactamente un marco.',
		'reframing-3':
			'En cada ronda un jugador puede jugar hasta tres cartas distintas de su mazo en el marco actual, o ninguna.',
		'reframing-4':
			'Una carta ya usada se puede volver a jugar: deja el marco en el que estaba y pasa al marco actual.',
		'reframing-5':
			'Al final de cada ronda cuenta cada carta de cada marco: su dueño gana el número de la carta si su condición se cumple, y lo pierde si no. Las cartas de marcos anteriores vuelven a contar cada ronda.',
		'reframing-6':
			'Si las cartas de un jugador suman menos de cero en una ronda, su puntuación de cartas de esa ronda es cero.',
		'reframing-7':
			'Después de cada ronda se muestran los marcos del más alto al más bajo, con cada carta y el jugador que la jugó.',
		'reframing-8': 'La partida está pensada para 11 jugadores; la app admite de 2 a 16.',
		'reframing-c1': 'Hay al menos una carta en su marco (así que siempre se cumple).',
		'reframing-c2': 'Su marco tiene al menos un 1.',
		'reframing-c3': 'Su marco no tiene más de tres 3.',
		'reframing-c4':
			'Alguna carta de su marco que no es un 4 no cumple su propia condición. Esto se comprueba después de todas las demás cartas del marco.',
		'reframing-c5':
			'Su marco tiene al menos 20 cartas, contando esta (el número impreso; ver la aclaración 5).',
		'reframing-c6': 'Su marco tiene más cartas impares que pares.',
		'reframing-c7': 'Su marco tiene cada número del 1 al 6 al menos una vez.',
		'reframing-c8':
			'Hay como mucho ocho 8 entre su marco y los marcos de número más alto juntos (el número impreso; ver la aclaración 5).',
		'reframing-c9': 'Su marco tiene al menos tres 3.',
		'reframing-c10':
			'Algún número aparece al menos cuatro veces en su marco (cuatro es el número impreso; ver la aclaración 5), y el dueño de este 10 no tiene ninguna carta de ese número en el marco.',
		'reframing-c11': 'Su marco tiene más cartas que cada uno de los demás marcos.',
		'reframing-c12': 'Su marco no tiene más 12 que 1, ni más 12 que 2.',
		'reframing-c13':
			'Su marco tiene al menos 11 números distintos (el número impreso; ver la aclaración 5).',
		'reframing-9':
			'Ronda 2, Aritmofobia: cada jugador añade un 8 y un 9 a su mazo para el resto de la partida.',
		'reframing-10':
			'Ronda 3, Poder de predicción: antes de revelar las jugadas, cada jugador dice un número entero de al menos 1, adivinando cuántas cartas pasarán esta ronda de los marcos 1 y 2 al marco 3.',
		'reframing-10b':
			'En la ronda 3 un jugador gana un punto extra por cada otro jugador cuya apuesta quede más lejos que la suya del recuento real.',
		'reframing-11':
			'Ronda 4, Dos cifras: cada jugador añade un 10 y un 11 a su mazo para el resto de la partida.',
		'reframing-12':
			'Ronda 5, Mala suerte a raudales: cada jugador añade un 12 y un 13 a su mazo para el resto de la partida.',
		'reframing-13':
			'Ronda 6, Recuperación: antes de jugar, un jugador puede recoger en su mano cualquiera de sus cartas de los marcos.',
		'reframing-13b':
			'En la ronda 6 el jugador juega después como siempre, y puede jugar una carta que acaba de recoger.',
		'reframing-14':
			'Ronda 7, Fracaso autocumplido: para cada uno de los marcos 1 a 5, cada jugador recibe en secreto el nombre de otro jugador.',
		'reframing-14b': 'En la ronda 7 cada nombre va a exactamente un jugador en cada marco.',
		'reframing-14c':
			'En la ronda 7, con seis o más jugadores, nadie recibe el mismo nombre dos veces.',
		'reframing-15':
			'Al final de la ronda 7, para cada uno de los marcos 1 a 5: si falla alguna carta del jugador cuyo nombre recibiste para ese marco, ganas el número de la carta fallida más alta.',
		'reframing-16':
			'Ronda 8, El progreso avanza: después de las jugadas, un jugador puede además subir cartas que ya están en los marcos, cada una un marco más arriba.',
		'reframing-16b': 'En la ronda 8 un jugador sube como mucho una carta de cada marco.',
		'reframing-16c': 'En la ronda 8 un jugador no puede subir una carta jugada en esta ronda.',
		'reframing-16d': 'Subir una carta nunca la lleva más allá del marco 8.',
		'reframing-17': 'Tras la ronda 8 gana el total más alto.',
		'reframing-17b': 'Los jugadores empatados con el total más alto comparten la victoria.',
		'reframing-ruling-1':
			'Cada jugador tiene exactamente una carta de cada número de su mazo: del 1 al 7 al empezar, 8 y 9 desde la ronda 2, 10 y 11 desde la ronda 4, 12 y 13 desde la ronda 5.',
		'reframing-ruling-1b': 'Una carta está o en la mano de su dueño o en un solo marco.',
		'reframing-ruling-2':
			'En la ronda r un jugador juega de 0 a 3 cartas, todas distintas, en el marco r.',
		'reframing-ruling-2b': 'Jugar una carta que ya está en un marco la mueve al marco r.',
		'reframing-ruling-3':
			'Se puntúa al final de cada ronda, sobre todas las cartas de los marcos 1 a r: una carta suma su número si su condición se cumple y lo resta si no.',
		'reframing-ruling-3b':
			'La puntuación de cartas de un jugador en la ronda es la suma de la aclaración 3, o cero si esa suma es negativa.',
		'reframing-ruling-3c':
			'Cuando se puntúa una ronda, los marcos se muestran del más alto al más bajo.',
		'reframing-ruling-4':
			'La condición C4 depende de que las demás cartas de su marco se cumplan o fallen, así que se resuelve la última. Ninguna otra condición depende de que otras se cumplan o fallen.',
		'reframing-ruling-5':
			'Los umbrales impresos (C5: 20 cartas, C8: como mucho ocho 8, C10: cuatro copias, C13: 11 números) están pensados para 11 jugadores y son los predeterminados. Una mesa puede elegir escalarlos: con menos de 11 jugadores cada uno pasa a ser el valor impreso por el número de jugadores dividido entre 11, redondeado al entero más cercano (las mitades hacia arriba) y como mínimo 1; con 11 jugadores o más se quedan los valores impresos.',
		'reframing-ruling-6': 'En C8, los marcos posteriores son los marcos de número más alto.',
		'reframing-ruling-6b': 'En C10, «tú» es el jugador dueño de ese 10.',
		'reframing-ruling-7':
			'En la ronda 3 cada jugador debe dar una apuesta, un número entero desde 1, antes de revelar las jugadas.',
		'reframing-ruling-7b':
			'El recuento real para las apuestas de la ronda 3 es el número de cartas jugadas esta ronda que estaban justo antes en el marco 1 o en el marco 2.',
		'reframing-ruling-7c':
			'En la ronda 3 ganas un punto por cada otro jugador cuya apuesta quede estrictamente más lejos que la tuya del recuento real.',
		'reframing-ruling-8':
			'En la ronda 6 las cartas recogidas vuelven primero a la mano; después se juega como siempre.',
		'reframing-ruling-9':
			'La app sortea los nombres de la ronda 7 para los marcos 1 a 5 y guarda el sorteo, para que al repetir o deshacer salgan los mismos nombres.',
		'reframing-ruling-9b':
			'Una mesa que eligió sus nombres de la ronda 7 de otra manera puede introducirlos en su lugar, y la app los comprueba según las aclaraciones 9c y 9d.',
		'reframing-ruling-9c':
			'En cada uno de los marcos 1 a 5 de la ronda 7, cada jugador recibe el nombre de otro jugador y cada nombre se da una vez.',
		'reframing-ruling-9d':
			'Con seis o más jugadores, los cinco nombres de la ronda 7 de cada jugador son todos distintos.',
		'reframing-ruling-9e':
			'Con menos de seis jugadores no se pueden dar cinco nombres distintos, así que los nombres se repiten. El sorteo de la app solo repite un nombre a un jugador después de haberle dado una vez cada uno de los demás; los nombres que introduce la mesa pueden repetirse en cualquier orden.',
		'reframing-ruling-9f':
			'En cada uno de los marcos 1 a 5, cuando una o más cartas del jugador cuyo nombre tienes fallan allí al final de la ronda 7, ganas el número de la fallida más alta.',
		'reframing-ruling-10':
			'En la ronda 8 un jugador puede subir cualquiera de sus cartas un marco (del marco f al f + 1), después de hacerse todas las jugadas.',
		'reframing-ruling-10b': 'En la ronda 8 un jugador sube como mucho una carta de cada marco.',
		'reframing-ruling-10c': 'Una carta jugada en la ronda 8 no se puede subir además.',
		'reframing-ruling-10d':
			'Todas las subidas de un jugador ocurren a la vez, así que dos cartas subidas suben cada una exactamente un marco.',
		'reframing-ruling-11':
			'Los puntos extra de las rondas 3 y 7 se suman después de haber subido a cero la puntuación de cartas (aclaración 3b).',
		'reframing-ruling-12': 'Tras la ronda 8 gana el total más alto.',
		'reframing-ruling-12b': 'Un empate en el total más alto es una victoria compartida.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
