/** Die Regelseite von Subsets auf Deutsch: die Worte zu jedem Eintrag von LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Subsets',
	credit: 'Autor unbekannt; nach einem Spielblatt vom 20. Januar 2018.',
	summary:
		'Jede Karte zeigt eine Menge. Zieh eine Karte und nimm jeden offenen Stapel, dessen oberste Karte eine Teilmenge davon ist; wer am Ende die meisten Karten hat, gewinnt.',
	sections: ['Spielablauf', 'Wie die App schiedsrichtert'],
	entries: {
		'subsets-1': 'Das Spiel ist für 3 oder 4 Spieler gedacht; die App lässt 2 bis 6 spielen.',
		'subsets-1b':
			'Ziel ist, so viele Karten wie möglich vor dir liegen zu haben, wenn das Deck aufgebraucht ist.',
		'subsets-2': 'Mische das Deck und lege es verdeckt hin.',
		'subsets-2b':
			'Lege vor jeden Spieler eine Karte offen aus: Sie ist der Anfang seines ersten Stapels.',
		'subsets-3':
			'Bist du am Zug, nimm die oberste Karte des Decks und zeig sie allen. Die Menge darauf heißt S.',
		'subsets-4':
			'Zeigt die oberste Karte irgendeines offenen Stapels, deines eigenen oder eines anderen, eine Teilmenge von S, darfst du deine Karte auf diesen Stapel legen und den ganzen Stapel vor dich ziehen. Das heißt, den Stapel stehlen.',
		'subsets-5': 'Stiehlst du nicht, lege deine Karte offen als neuen Stapel vor dich.',
		'subsets-6':
			'Bei der Suche nach einer Teilmenge von S zählt nur die oberste Karte eines offenen Stapels.',
		'subsets-6b': 'Ein verdeckter Stapel kann nie gestohlen werden.',
		'subsets-7':
			'Zähle nach deinem Zug deine offenen Stapel: Sind es drei oder mehr, dreh den größten davon um.',
		'subsets-8': 'Jeder Zug braucht die Zustimmung der anderen Spieler.',
		'subsets-8b': 'In der App prüft der Schiedsrichter den Zug.',
		'subsets-8c':
			'Wo der Schiedsrichter nicht entscheiden kann, entscheidet der Tisch, und die App hält die Antwort fest.',
		'subsets-9': 'Eine Karte, deren Aufschrift keine Menge korrekt beschreibt, ist ein Fehler.',
		'subsets-9b':
			'Wer als Erster „Fehler!“ ruft, nimmt die Fehlerkarte und legt sie verdeckt vor sich.',
		'subsets-10': 'Ist das Deck aufgebraucht, endet das Spiel.',
		'subsets-10b':
			'Am Ende zählen alle die Karten vor sich, und wer die meisten Karten hat, gewinnt.',
		'subsets-11':
			'In diesem Spiel gibt es nichts Geheimes, also dürfen sich die Spieler gern gegenseitig bei der Wahl eines Stapels helfen.',
		'subsets-12':
			'Karten werden so geschrieben, wie man Mengen im Matheunterricht schreibt: Aufzählungen wie {1, 2, 3}, benannte Mengen wie ℕ oder ℤ, Intervalle, beschreibende Mengenschreibweise, Vereinigungen und Schnitte.',
		'subsets-12b':
			'Der Kartenprüfer der App liest jede Karte und sagt, ob sie eine korrekte Menge ist, ein Fehler (mit dem Grund) oder jenseits dessen, was er lesen kann.',
		'subsets-12c':
			'Der Kartenprüfer sagt, ob eine Karte eine Teilmenge einer anderen ist, mit dem Grund oder mit einem Element, das in der einen liegt, aber nicht in der anderen.',
		'subsets-12d': 'Der Kartenprüfer rät nie.',
		'subsets-12e':
			'Neben Aufzählungen, Intervallen und Bedingungen an Reste (auch mit sehr großen Moduln) liest der Prüfer Bedingungen mit Potenzen einer Variablen wie x² < 10, die Zahlen √2, π und e, Summen und Produkte zweier Quadratwurzeln wie √2 + √5 oder √2·√8 (das ist 4), Summen mehrerer Variablen wie {2a + 3b : a, b ∈ ℤ} (auch ganze Schritte plus ein kurzes Intervall, wie {a + b : a ∈ ℤ, b ∈ (1/3, 1/2)}) und kleine endliche Mengen, die er Element für Element prüft. Sein Beleg kann eine exakte irrationale Zahl sein, wie √2, (1 + √5)/2 oder √2 + √5. Zahlen aus π und e zusammen, wie π + e, π·e oder π/e, werden durch Schranken eingeordnet, die sich so weit wie nötig verengen, also liegt {π + e} in (5, 6) und nicht in ℤ; ob eine solche Zahl rational ist, weiß niemand, also wird eine Frage, die nur das entscheiden würde, wie {π + e} ⊆ ℚ, mit „unbekannt“ beantwortet.',
		'subsets-12f':
			'Der Prüfer vergleicht auch Gitter von Brüchen mit sehr großen Nennern, wie {k/1000003 : k ∈ ℤ} und {k/2000006 : k ∈ ℤ}, anhand ihrer Schritte und Startpunkte, auch solche Gitter auf ein Intervall beschnitten und alle reellen Zahlen außer einem solchen Gitter. Er erkennt auch, wenn mehrere solche Gitter zusammen jede Zahl eines anderen enthalten, anhand der Reste der Zähler.',
		'subsets-12g':
			'Potenzen der Variablen dürfen in Resten stehen, wie x² mod 5 = 4, 3 | n² + 1 oder x mod 9 ∈ {0, 1, 8}, über ganzen Zahlen und Brüchen, aber nicht über den reellen Zahlen. Modulo einer großen Primzahl oder Primzahlpotenz wird ein solcher Rest aus den Nullstellen des Polynoms bestimmt, also ist {x ∈ ℤ | x² + 1 ≡ 0 (mod 1000003)} leer. Der Prüfer zeigt auch, dass ein Bild eines Polynoms in einem anderen liegt, wie {k⁶ : k ∈ ℤ} in {m³ : m ∈ ℤ}.',
		'subsets-12h':
			'√, π und e dürfen in einem Vergleich neben der Variablen stehen, wie x + √3 > 2, √5·x ≥ 1 oder πx < 1, was Zahlen wie 1/π ergibt, und in der Vorschrift eines Bildes, wie {k√2 : k ∈ ℤ}, {kπ : k ∈ ℕ} oder {√2, 2√2, 3√2, ...}.',
		'subsets-12i':
			'Die Variable darf ein Exponent sein: {2^k : k ∈ ℕ}, {2^(2k + 1) : k ∈ ℕ}, {(1/2)^k : k ∈ ℕ} oder {n^n : n ∈ ℕ}, und eine Potenz darf mit einer Zahl verglichen oder über ihren Rest genommen werden, wie in {k ∈ ℕ | 2^k mod 7 = 1}. Auch Summen solcher Potenzen wie {2^a + 3^b : a, b ∈ ℕ} werden gelesen, und eine Menge von Potenzen liegt nachweislich in einem Bild, wenn jede Potenz ein Wert seiner Vorschrift ist, wie {4^k : k ∈ ℕ} in den Quadraten {n² : n ∈ ℕ}.',
		'subsets-12j':
			'Zwei Variablen dürfen durch eine Bedingung verbunden sein, wie {a + b : a, b ∈ ℕ, a < b}, oder multipliziert werden, wie {a·b : a, b ∈ ℕ, a, b > 1}. Bedingungen, die drei oder mehr Variablen verbinden, werden nicht gelesen.',
		'subsets-13':
			'Ist eine Startkarte ein Fehler, nimmt sie wie üblich verdeckt, wer als Erster „Fehler!“ ruft.',
		'subsets-13b':
			'Wird eine Startkarte als Fehler genommen, bekommt derselbe Spieler eine neue Startkarte.',
		'subsets-14':
			'Kann der Prüfer eine Karte gar nicht lesen, entscheidet der Tisch, ob sie eine korrekte Menge ist, und die App hält fest, was der Tisch gesagt hat.',
		'subsets-15':
			'Kann der Prüfer nicht sagen, ob eine oberste Karte eine Teilmenge von S ist, wird der Stapel mit „Tisch fragen“ markiert: Er kann nur gestohlen werden, wenn der Tisch zustimmt, und die App hält fest, dass der Tisch zugestimmt hat.',
		'subsets-16': 'Gespielt wird in Sitzordnung, beginnend mit dem ersten Platz.',
		'subsets-16b':
			'Der Tisch sagt der App, wenn das Deck aufgebraucht ist, und das geht nur zwischen zwei Zügen.',
		'subsets-17':
			'Muss ein Rufer eine verdeckte Karte abgeben (siehe die Hausregel zum falschen Ruf), nimmt die App die Fehlerkarte, die er zuletzt erbeutet hat. Hat er keine, nimmt sie die Karte, die ihm zuletzt gegeben wurde; hat er auch davon keine, die oberste Karte seines größten verdeckten Stapels. Ein Rufer ohne verdeckte Karte gibt nichts ab.',
		'subsets-ruling-1':
			'ℕ sind die Zählzahlen 1, 2, 3, ... Hausregel: Ein Tisch kann ℕ stattdessen bei 0 beginnen lassen.',
		'subsets-ruling-2':
			'Eine Teilmenge darf die ganze Menge sein: A ist eine Teilmenge von S, wenn jedes Element von A auch in S liegt.',
		'subsets-ruling-2b':
			'Die leere Menge ∅ ist Teilmenge jeder Menge, also kann ein offenes ∅ immer gestohlen werden.',
		'subsets-ruling-3': 'Nur die oberste Karte eines offenen Stapels kann passen.',
		'subsets-ruling-3b':
			'Könnten mehrere Stapel gestohlen werden, sucht sich der Spieler einen aus.',
		'subsets-ruling-3c':
			'Stehlen ist freiwillig; wer nicht stiehlt, beginnt einen neuen Stapel. Hausregel: Ein Spieler muss stehlen, wenn der Schiedsrichter gezeigt hat, dass ein Diebstahl möglich ist.',
		'subsets-ruling-4':
			'Wer nach einem Zug mehr als zwei offene Stapel hat, dreht seinen größten offenen Stapel um.',
		'subsets-ruling-4b':
			'Sind mehrere offene Stapel gleich groß und am größten, sucht sich der Spieler einen aus.',
		'subsets-ruling-4c': 'Verdeckte Stapel können nie gestohlen werden.',
		'subsets-ruling-5':
			'Ist eine Karte ein Fehler, nimmt sie verdeckt, wer als Erster „Fehler!“ ruft.',
		'subsets-ruling-5b':
			'„Fehler!“ bei einer korrekten Karte zu rufen kostet nichts. Hausregel: Wer falsch ruft, gibt dem Ziehenden eine seiner verdeckten Karten.',
		'subsets-ruling-5c':
			'Nachdem eine Fehlerkarte genommen wurde, endet der Zug des Ziehenden. Hausregel: Der Ziehende zieht stattdessen noch einmal.',
		'subsets-ruling-6':
			'Am Ende zählt jede Karte vor einem Spieler: offene Stapel, verdeckte Stapel und erbeutete Fehlerkarten.',
		'subsets-ruling-6b': 'Spieler, die sich die höchste Zahl teilen, teilen sich den Sieg.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
