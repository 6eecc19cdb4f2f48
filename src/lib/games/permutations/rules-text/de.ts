/** Die Regelseite von Permutations auf Deutsch: die Worte zu jedem Eintrag von LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Permutations',
	credit: 'Spielidee von Michael Purcell; die Regeln sind hier in eigenen Worten nacherzählt.',
	summary:
		'Drei oder vier Spieler bieten Karten aus ihrer Hand, um Karten aus einer gemeinsamen Auslage zu nehmen, und versuchen jede Runde, möglichst viele Karten einer Farbe zu sammeln; die erste Runde, nach der jemand 100 Punkte hat, beendet das Spiel.',
	sections: [
		'Deck und Tisch',
		'Vorbereitung',
		'Runden und Versteigerungen',
		'Wertung',
		'Spielende'
	],
	entries: {
		'permutations-1':
			'Das Deck hat 48 Karten, 12 in jeder von vier Farben: Rot, Gelb, Grün und Blau.',
		'permutations-1b': 'Jede Zahl von 1 bis 48 steht auf genau einer Karte.',
		'permutations-2': 'Es spielen drei oder vier Personen.',
		'permutations-2b':
			'Für jeden Spieler ist eine Farbe im Spiel; bei drei Spielern wird eine Farbe weggelegt, und ihre Karten werden nicht benutzt.',
		'permutations-3':
			'Zieht aus jeder Farbe im Spiel eine zufällige Karte und legt sie offen aus: Sie bilden die erste Auslage.',
		'permutations-4':
			'Jeder Spieler nimmt die übrigen 11 Karten einer Farbe im Spiel als seine Hand.',
		'permutations-4b': 'Keine zwei Spieler nehmen dieselbe Farbe.',
		'permutations-5': 'Eine Runde besteht aus 11 Versteigerungen.',
		'permutations-5b':
			'In jeder Versteigerung nimmt jeder Spieler genau eine Karte, also nimmt jeder Spieler 11 Karten pro Runde.',
		'permutations-6': 'Die Auslage enthält immer eine Karte pro Spieler.',
		'permutations-7':
			'Zum Bieten wählt jeder Spieler verdeckt eine Karte aus seiner eigenen Hand, dann werden alle Gebote gleichzeitig aufgedeckt.',
		'permutations-7b': 'Ein Gebot ist so viel wert wie die Zahl auf seiner Karte.',
		'permutations-8': 'Die Spieler nehmen nacheinander, vom höchsten Gebot bis zum niedrigsten.',
		'permutations-8b':
			'Wer an der Reihe ist, nimmt eine Karte, die noch in der Auslage liegt, und legt sie verdeckt vor sich ab.',
		'permutations-9':
			'Die gerade gebotenen Karten bilden die Auslage der nächsten Versteigerung, auch wenn diese eine neue Runde eröffnet.',
		'permutations-10':
			'Jede Versteigerung verbraucht eine Karte aus jeder Hand, also leert die 11. Versteigerung die Hände, und ihre Gebote, eine Karte von jedem Spieler, bilden die Auslage, mit der die nächste Runde beginnt.',
		'permutations-11':
			'Die 11 Karten, die ein Spieler in einer Runde genommen hat, sind seine Hand für die nächste Runde.',
		'permutations-12':
			'Ist die Runde vorbei, zählt jeder Spieler die Karten, die er in dieser Runde genommen hat, nach Farben. Seine größte Anzahl ist sein Maxcount m.',
		'permutations-13':
			'Die Runde bringt m(m+1)/2 Punkte, also 1 + 2 + … + m: Ein Maxcount von 3 bringt 6, 4 bringt 10, 5 bringt 15, 6 bringt 21, 7 bringt 28, 8 bringt 36, 9 bringt 45, 10 bringt 55 und 11 bringt 66.',
		'permutations-14':
			'Schreibt jede Rundenwertung auf und führt für jeden Spieler eine laufende Summe.',
		'permutations-15':
			'Endet eine Runde damit, dass irgendein Spieler 100 Punkte oder mehr hat, ist das Spiel vorbei. Sonst wird eine weitere Runde gespielt.',
		'permutations-16': 'Die höchste Summe gewinnt.',
		'permutations-ruling-1':
			'Die Wertung ist m(m+1)/2 für jeden Maxcount m. Die gedruckte Tabelle beginnt nur deshalb bei 3, weil 11 Karten, verteilt auf höchstens vier Farben, immer mindestens 3 einer Farbe enthalten.',
		'permutations-ruling-2': 'Pro Spieler ist eine Farbe im Spiel: bei vier Spielern alle vier.',
		'permutations-ruling-2b':
			'Bei drei Spielern entscheidet der Tisch beim Aufbau, welche Farbe weggelegt wird.',
		'permutations-ruling-3':
			'Jede Runde hat genau 11 Versteigerungen, und jeder Spieler nimmt in jeder eine Karte, also ergeben die Farbanzahlen, die ein Spieler in einer Runde nimmt, zusammen 11. Die App lehnt Einträge ab, die dagegen verstoßen.',
		'permutations-ruling-3b':
			'Von jeder Farbe gibt es nur 12 Karten, also sind die Karten einer Farbe, die alle Spieler genommen haben, zusammen mit denen dieser Farbe in der Auslage nie mehr als 12. Die App lehnt Einträge ab, die dagegen verstoßen.',
		'permutations-ruling-4':
			'Keine zwei Karten tragen dieselbe Zahl, also sind nie zwei Gebote gleich, und die Reihenfolge beim Nehmen ist nie unentschieden.',
		'permutations-ruling-5':
			'Nur die allererste Versteigerung des Spiels nutzt eine zufällige Auslage aus einer Karte pro Farbe im Spiel.',
		'permutations-ruling-5b':
			'Jede andere Auslage, auch die, mit der eine spätere Runde beginnt, besteht aus den Geboten der Versteigerung direkt davor.',
		'permutations-ruling-6':
			'Das Spiel endet nach der Runde, in der ein Spieler 100 oder mehr erreicht.',
		'permutations-ruling-6b': 'Die höchste Summe gewinnt.',
		'permutations-ruling-6c':
			'Spieler, die mit der höchsten Summe gleichauf liegen, teilen sich den Sieg. Hausregel: Stattdessen spielen bei Gleichstand an der Spitze alle noch eine Runde.',
		'permutations-ruling-6d':
			'Entscheidung der App: Herrscht nach dieser Extrarunde an der Spitze immer noch Gleichstand, teilen sich die Gleichauf liegenden den Sieg.',
		'permutations-ruling-7':
			'Die Regeln sagen nicht, welche Zahl welche Farbe hat. Kommt eine Karte zum ersten Mal ins Spiel, fragt die App nach ihrer Zahl und ihrer Farbe.',
		'permutations-ruling-7b':
			'Ein Tisch kann die Liste, welche Zahl seines Decks welche Farbe hat, einmal speichern und wiederverwenden; dann wird nur noch nach Zahlen gefragt.',
		'permutations-ruling-8':
			'Entscheidung der App, keine der ursprünglichen Auslegungen: Wird eine Runde nur als Farbanzahlen eingegeben (die App sieht die Karten nicht), bekommt jeder Spieler nur Anzahlen für Farben im Spiel.',
		'permutations-ruling-8b':
			'Entscheidung der App: In einer als Farbanzahlen eingegebenen Runde ergeben die Anzahlen jedes Spielers zusammen 11.',
		'permutations-ruling-8c':
			'Entscheidung der App: In einer als Farbanzahlen eingegebenen Runde kommt keine Farbe über alle Spieler zusammen auf mehr als 12.',
		'permutations-ruling-8d':
			'Entscheidung der App: In einer als Farbanzahlen eingegebenen Runde müssen die für die nächste Auslage übrigen Karten (12 jeder Farbe minus die genommenen) je eine Karte aus der Hand jedes Spielers sein können, wie sie zu Beginn der Runde war (Regel 10). In der ersten Runde heißt das, dass von jeder Farbe genau 11 genommen werden.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
