/** La página de reglas de Subsets en español: las palabras de cada entrada de LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Subsets',
	credit: 'Autor desconocido; según una hoja de juego fechada el 20 de enero de 2018.',
	summary:
		'Cada carta muestra un conjunto. Roba una carta y llévate cualquier montón boca arriba cuya carta superior sea un subconjunto de ella; gana quien tenga más cartas al final.',
	sections: ['Cómo se juega', 'Cómo arbitra la app'],
	entries: {
		'subsets-1': 'El juego es para 3 o 4 jugadores; la app deja jugar de 2 a 6.',
		'subsets-1b': 'Tu objetivo es tener delante tantas cartas como puedas cuando se acabe el mazo.',
		'subsets-2': 'Baraja el mazo y déjalo boca abajo.',
		'subsets-2b':
			'Reparte una carta boca arriba delante de cada jugador: es el comienzo de su primer montón.',
		'subsets-3':
			'En tu turno, coge la carta superior del mazo y enséñasela a todos. Llamemos S al conjunto que muestra.',
		'subsets-4':
			'Si la carta superior de algún montón boca arriba, tuyo o de otro jugador, muestra un subconjunto de S, puedes poner tu carta sobre ese montón y llevarte el montón entero delante de ti. Eso es robar el montón.',
		'subsets-5': 'Si no robas, pon tu carta boca arriba delante de ti como un montón nuevo.',
		'subsets-6':
			'Al buscar un subconjunto de S solo cuenta la carta superior de cada montón boca arriba.',
		'subsets-6b': 'Un montón boca abajo no se puede robar nunca.',
		'subsets-7':
			'Después de tu jugada, cuenta tus montones boca arriba: si tienes tres o más, pon boca abajo el más grande.',
		'subsets-8': 'Cada jugada necesita la aprobación de los demás jugadores.',
		'subsets-8b': 'En la app, el árbitro comprueba la jugada.',
		'subsets-8c': 'Cuando el árbitro no puede decidir, decide la mesa y la app anota la respuesta.',
		'subsets-9': 'Una carta cuyo texto no define correctamente un conjunto es un error.',
		'subsets-9b':
			'El primer jugador que grita «¡Error!» ante una carta errónea se queda esa carta y la guarda boca abajo delante de sí.',
		'subsets-10': 'Cuando se acaba el mazo, termina la partida.',
		'subsets-10b':
			'Al final, cada uno cuenta las cartas que tiene delante, y gana el jugador con más cartas.',
		'subsets-11':
			'En este juego no hay nada oculto, así que los jugadores pueden ayudarse a elegir un montón si quieren.',
		'subsets-12':
			'Las cartas se escriben como se escriben los conjuntos en clase de matemáticas: listas como {1, 2, 3}, conjuntos con nombre como ℕ o ℤ, intervalos, notación por comprensión, uniones e intersecciones.',
		'subsets-12b':
			'El comprobador de cartas de la app lee cada carta y dice si es un conjunto correcto, un error (con el motivo) o algo que no sabe leer.',
		'subsets-12c':
			'El comprobador dice si una carta es un subconjunto de otra, con el motivo o con un elemento que está en una pero no en la otra.',
		'subsets-12d': 'El comprobador nunca adivina.',
		'subsets-12e':
			'Además de listas, intervalos y condiciones sobre restos (incluidos módulos muy grandes), el comprobador lee condiciones con potencias de una variable como x² < 10, los números √2, π y e, sumas y productos de dos raíces cuadradas como √2 + √5 o √2·√8 (que es 4), sumas de varias variables como {2a + 3b : a, b ∈ ℤ} (y pasos enteros más un intervalo corto, como {a + b : a ∈ ℤ, b ∈ (1/3, 1/2)}), y conjuntos finitos pequeños, que comprueba elemento a elemento. El testigo que da puede ser un irracional exacto como √2, (1 + √5)/2 o √2 + √5. Los números hechos de π y e juntos, como π + e, π·e o π/e, se sitúan con cotas que se estrechan tanto como haga falta, así que {π + e} está en (5, 6) y no en ℤ; nadie sabe si un número así es racional, de modo que una pregunta que solo eso decidiría, como {π + e} ⊆ ℚ, se responde como desconocida.',
		'subsets-12f':
			'El comprobador también compara rejillas de fracciones con denominadores muy grandes, como {k/1000003 : k ∈ ℤ} y {k/2000006 : k ∈ ℤ}, por sus pasos y puntos de partida, incluidas esas rejillas recortadas a un intervalo y todos los reales salvo una de esas rejillas. También dice cuándo varias de esas rejillas juntas contienen todos los números de otra, por los restos de los numeradores.',
		'subsets-12g':
			'Las potencias de la variable pueden ir dentro de restos, como x² mod 5 = 4, 3 | n² + 1 o x mod 9 ∈ {0, 1, 8}, sobre enteros y fracciones pero no sobre los reales. Módulo un primo grande o una potencia de primo, ese resto se calcula a partir de las raíces del polinomio, así que {x ∈ ℤ | x² + 1 ≡ 0 (mod 1000003)} es vacío. El comprobador también muestra que una imagen de un polinomio está dentro de otra, como {k⁶ : k ∈ ℤ} dentro de {m³ : m ∈ ℤ}.',
		'subsets-12h':
			'√, π y e pueden ir junto a la variable en una comparación, como x + √3 > 2, √5·x ≥ 1 o πx < 1, lo que da números como 1/π, y en la regla de una imagen, como {k√2 : k ∈ ℤ}, {kπ : k ∈ ℕ} o {√2, 2√2, 3√2, ...}.',
		'subsets-12i':
			'La variable puede ser un exponente: {2^k : k ∈ ℕ}, {2^(2k + 1) : k ∈ ℕ}, {(1/2)^k : k ∈ ℕ} o {n^n : n ∈ ℕ}, y una potencia se puede comparar con un número o tomar por su resto, como en {k ∈ ℕ | 2^k mod 7 = 1}. También se leen sumas de esas potencias, como {2^a + 3^b : a, b ∈ ℕ}, y un conjunto de potencias se muestra dentro de una imagen cuando cada potencia es un valor de su regla, como {4^k : k ∈ ℕ} dentro de los cuadrados {n² : n ∈ ℕ}.',
		'subsets-12j':
			'Dos variables pueden estar ligadas por una condición, como {a + b : a, b ∈ ℕ, a < b}, o multiplicadas, como {a·b : a, b ∈ ℕ, a, b > 1}. No se leen condiciones que liguen tres o más variables.',
		'subsets-13':
			'Si una carta inicial es un error, el primer jugador que grita «¡Error!» se la queda boca abajo, como siempre.',
		'subsets-13b':
			'Cuando una carta inicial se toma como error, al mismo jugador se le reparte otra carta inicial.',
		'subsets-14':
			'Cuando el comprobador no puede leer una carta en absoluto, la mesa decide si es un conjunto correcto, y la app anota lo que dijo la mesa.',
		'subsets-15':
			'Cuando el comprobador no sabe decir si una carta superior es un subconjunto de S, ese montón se marca como «preguntar a la mesa»: solo se puede robar si la mesa está de acuerdo, y la app anota que la mesa lo aceptó.',
		'subsets-16': 'Se juega en orden de asientos, empezando por el primero.',
		'subsets-16b':
			'La mesa avisa a la app cuando se acaba el mazo, y solo puede hacerlo entre turnos.',
		'subsets-17':
			'Cuando quien gritó tiene que entregar una carta boca abajo (ver la regla de la casa del grito equivocado), la app toma la carta errónea que capturó más recientemente. Si no tiene ninguna, toma la carta que le entregaron más recientemente; si tampoco tiene de esas, la carta superior de su montón boca abajo más grande. Quien no tiene ninguna carta boca abajo no entrega nada.',
		'subsets-ruling-1':
			'ℕ son los números naturales para contar 1, 2, 3, ... Regla de la casa: una mesa puede hacer que ℕ empiece en 0.',
		'subsets-ruling-2':
			'Un subconjunto puede ser el conjunto entero: A es subconjunto de S cuando todo elemento de A está también en S.',
		'subsets-ruling-2b':
			'El conjunto vacío ∅ es subconjunto de cualquier conjunto, así que un ∅ boca arriba siempre se puede robar.',
		'subsets-ruling-3': 'Solo la carta superior de un montón boca arriba puede coincidir.',
		'subsets-ruling-3b': 'Cuando se podrían robar varios montones, el jugador elige uno.',
		'subsets-ruling-3c':
			'Robar es opcional; quien no roba empieza un montón nuevo. Regla de la casa: un jugador tiene que robar cuando el árbitro ha mostrado que se puede robar.',
		'subsets-ruling-4':
			'Después de una jugada, un jugador con más de dos montones boca arriba pone boca abajo su montón boca arriba más grande.',
		'subsets-ruling-4b':
			'Si varios montones boca arriba empatan en tamaño máximo, el jugador elige cuál.',
		'subsets-ruling-4c': 'Los montones boca abajo no se pueden robar nunca.',
		'subsets-ruling-5':
			'Cuando una carta es un error, el primer jugador que grita «¡Error!» se la queda boca abajo.',
		'subsets-ruling-5b':
			'Gritar «¡Error!» ante una carta correcta no cuesta nada. Regla de la casa: quien gritó sin razón da una de sus cartas boca abajo al jugador que robó la carta.',
		'subsets-ruling-5c':
			'Después de que se tome una carta errónea, termina el turno de quien la robó. Regla de la casa: en su lugar, vuelve a robar.',
		'subsets-ruling-6':
			'Al final cuenta cada carta que un jugador tiene delante: montones boca arriba, montones boca abajo y cartas erróneas capturadas.',
		'subsets-ruling-6b': 'Los jugadores que comparten el recuento más alto comparten la victoria.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
