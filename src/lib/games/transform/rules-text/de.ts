/** Die Regelseite von Transform auf Deutsch: die Worte zu jedem Eintrag von LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Transform',
	credit:
		'Entworfen von Leroy Quet, veröffentlicht in rec.puzzles, sci.math und rec.games.abstract am 16. Juli 2010.',
	summary:
		'Ein Spiel mit geheimen Zahlenlisten: Jede Runde bringt der Permutierer eine gemeinsame Liste in eine Reihenfolge, und jeder Spieler punktet für die Primzahlen in der Liste, die aus dieser Reihenfolge und seiner eigenen geheimen Liste entsteht.',
	sections: ['Das Spiel'],
	entries: {
		'transform-1': 'Es spielen zwei oder mehr Personen; die App erlaubt 2 bis 8.',
		'transform-1b': 'Es gibt weder Spielbrett noch Karten: nur Listen ganzer Zahlen.',
		'transform-2':
			'Vor der ersten Runde einigt sich der Tisch auf eine positive ganze Zahl n, und n bleibt in jeder Runde gleich.',
		'transform-2b': 'Jede Liste im Spiel hat genau n Glieder.',
		'transform-3': 'Die Zahl der Runden ist ein Vielfaches der Zahl der Spieler.',
		'transform-4': 'In jeder Runde ist ein Spieler der Permutierer.',
		'transform-4b':
			'Die Rolle des Permutierers geht reihum, sodass jeder Spieler in gleich vielen Runden Permutierer ist.',
		'transform-5':
			'Zu Beginn einer Runde schreibt jeder Spieler, der Permutierer eingeschlossen, geheim eine geordnete Liste von n verschiedenen ganzen Zahlen auf (positiv, negativ oder null). Das ist seine b-Liste für die Runde.',
		'transform-6':
			'Danach wählen die Spieler außer dem Permutierer abwechselnd die Glieder einer gemeinsamen Liste a′ aus n verschiedenen ganzen Zahlen, ein Glied pro Zug, bis sie n Glieder hat.',
		'transform-7':
			'Der Permutierer bringt die Glieder von a′ in eine beliebige Reihenfolge. Diese geordnete Liste ist a; sie verwendet jedes Glied von a′ genau einmal.',
		'transform-8': 'Dann decken alle ihre b-Liste auf.',
		'transform-9':
			'Jeder Spieler verbindet a mit seiner eigenen b-Liste zu einer Liste aus n Zahlen, seiner c-Liste (die Formel steht in Auslegung 1).',
		'transform-10':
			'Ein Spieler bekommt einen Punkt für jedes Glied seiner c-Liste, das eine Primzahl ist (siehe Auslegung 2).',
		'transform-10b': 'Ein Wert, der zweimal in einer c-Liste vorkommt, zählt zweimal.',
		'transform-11':
			'Nach der letzten Runde addiert jeder Spieler seine Rundenpunkte. Die größte Summe gewinnt.',
		'transform-12':
			'Variante: Statt Primzahlen kann der Tisch vor jeder Runde, bevor jemand eine b-Liste schreibt, eine andere Bedingung vereinbaren, unter der ein Glied der c-Liste punktet, etwa Fibonacci-Zahlen, Quadratzahlen oder Glieder, die zum vorigen Glied teilerfremd sind.',
		'transform-12b':
			'Die Wahl der Bedingung kann dem Permutierer überlassen werden; die anderen Spieler können dann ein Veto einlegen.',
		'transform-ruling-1':
			'Die Formel, wie sie dasteht, ergibt für jedes k denselben Wert, also wären alle n Glieder einer c-Liste gleich. Wir lesen sie stattdessen als laufende Summe (Faltung): c(k) = a(k)·b(1) + a(k−1)·b(2) + … + a(1)·b(k) für k = 1 bis n. Hausregel: so spielen, wie gedruckt, wobei jedes Glied a(n)·b(1) + a(n−1)·b(2) + … + a(1)·b(n) ist.',
		'transform-ruling-2':
			'Nur positive Primzahlen punkten (2, 3, 5, 7, …). Null, 1 und negative Zahlen nie. Hausregel: Ein Glied punktet, wenn sein Betrag eine Primzahl ist, also zählt auch −7.',
		'transform-ruling-3': 'Die Zahl der Runden muss ein Vielfaches der Zahl der Spieler sein.',
		'transform-ruling-3b':
			'Der erste Platz ist in Runde 1 Permutierer, und die Rolle geht jede Runde an den nächsten Spieler in der Sitzordnung, sodass jeder gleich oft Permutierer ist.',
		'transform-ruling-4':
			'Die Spieler außer dem Permutierer wählen die Glieder von a′ einzeln in der Sitzordnung, beginnend mit dem Spieler nach dem Permutierer und, wenn nötig, wieder reihum, bis es n Glieder sind.',
		'transform-ruling-4b':
			'Keine ganze Zahl darf zweimal in a′ vorkommen, und auch nicht zweimal in einer b-Liste.',
		'transform-ruling-4c':
			'Das Original schlägt vor, dass n ein Vielfaches der Spielerzahl minus eins ist, damit jeder Wählende gleich viele Züge bekommt; die App warnt, wenn das nicht so ist, erlaubt aber jedes n ab 1.',
		'transform-ruling-4d': 'Null und negative ganze Zahlen sind in a′ und in b-Listen erlaubt.',
		'transform-ruling-5':
			'Bedingungen für die Variante: Primzahl (die Voreinstellung); Fibonacci-Zahl (0, 1, 2, 3, 5, 8, …, nie negativ); Quadratzahl (0, 1, 4, 9, …); teilerfremd zum vorigen Glied (ab dem zweiten Glied zählt ein Glied, wenn sein größter gemeinsamer Teiler mit dem Glied davor 1 ist, wobei ggT(0, x) gleich |x| ist).',
		'transform-ruling-5b':
			'Die Bedingung wird für jede Runde festgehalten, bevor jemand eine b-Liste schreibt.',
		'transform-ruling-5c':
			'Entscheidung der App: Ein Tisch kann für eine einzelne Runde auch „Betrag ist eine Primzahl“ (siehe Auslegung 2) als Bedingung wählen.',
		'transform-ruling-6': 'Die Summen laufen über alle Runden, und die höchste Summe gewinnt.',
		'transform-ruling-6b':
			'Spieler, die mit der höchsten Summe gleichauf liegen, teilen sich den Sieg.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
