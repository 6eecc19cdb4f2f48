/** Die Regelseite von Reframing auf Deutsch: die Worte zu jedem Eintrag von LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Reframing',
	credit:
		'Entworfen von pseudonam als Main Match 3 (MM3) von „The Genius: Variations on a Theme“. Die Regeln sind in eigenen Worten nacherzählt.',
	summary:
		'Ein Match über acht Runden für 11 Spieler (2 bis 16 in der App): Lege und verschiebe nummerierte Karten auf acht Rahmen, sodass die Bedingung jeder Karte erfüllt ist, wenn die Runde gewertet wird.',
	sections: ['Das Spiel', 'Bedingungen (eine pro Kartenzahl)', 'Runden mit Besonderheit'],
	entries: {
		'reframing-1': 'Das Match dauert acht Runden.',
		'reframing-1b':
			'Es gibt acht Rahmen, nummeriert von 1 bis 8; in Runde r ist der aktuelle Rahmen der Rahmen r.',
		'reframing-2':
			'Jeder Spieler besitzt eine Karte jeder Zahl in seinem Deck: zu Beginn 1 bis 7, weitere Zahlen kommen in den Runden 2, 4 und 5 hinzu.',
		'reframing-2b':
			'Jede Karte ist entweder auf der Hand ihres Besitzers oder auf genau einem Rahmen.',
		'reframing-3':
			'In jeder Runde darf ein Spieler bis zu drei verschiedene Karten seines Decks auf den aktuellen Rahmen spielen, oder gar keine.',
		'reframing-4':
			'Eine Karte kann nach ihrem Einsatz erneut gespielt werden: Sie verlässt ihren Rahmen und kommt auf den aktuellen Rahmen.',
		'reframing-5':
			'Am Ende jeder Runde zählt jede Karte auf jedem Rahmen: Ihr Besitzer gewinnt die Zahl der Karte, wenn ihre Bedingung erfüllt ist, und verliert sie, wenn nicht. Karten auf älteren Rahmen zählen jede Runde erneut.',
		'reframing-6':
			'Ergeben die Karten eines Spielers in einer Runde zusammen weniger als null, ist seine Kartenwertung dieser Runde stattdessen null.',
		'reframing-7':
			'Nach jeder Runde werden die Rahmen vom höchsten zum niedrigsten gezeigt, mit jeder Karte und dem Spieler, der sie gespielt hat.',
		'reframing-8': 'Das Match ist für 11 Spieler geschrieben; die App erlaubt 2 bis 16.',
		'reframing-c1': 'Mindestens eine Karte liegt auf ihrem Rahmen (also ist sie immer erfüllt).',
		'reframing-c2': 'Auf ihrem Rahmen liegt mindestens eine 1.',
		'reframing-c3': 'Auf ihrem Rahmen liegen höchstens drei 3en.',
		'reframing-c4':
			'Irgendeine Karte auf ihrem Rahmen, die keine 4 ist, erfüllt ihre eigene Bedingung nicht. Das wird nach allen anderen Karten des Rahmens geprüft.',
		'reframing-c5':
			'Auf ihrem Rahmen liegen mindestens 20 Karten, diese mitgezählt (die gedruckte Zahl; siehe Auslegung 5).',
		'reframing-c6': 'Auf ihrem Rahmen liegen mehr ungerade als gerade Karten.',
		'reframing-c7': 'Auf ihrem Rahmen liegt jede Zahl von 1 bis 6 mindestens einmal.',
		'reframing-c8':
			'Auf ihrem Rahmen und den Rahmen mit höherer Nummer liegen zusammen höchstens acht 8en (die gedruckte Zahl; siehe Auslegung 5).',
		'reframing-c9': 'Auf ihrem Rahmen liegen mindestens drei 3en.',
		'reframing-c10':
			'Irgendeine Zahl kommt auf ihrem Rahmen mindestens viermal vor (vier ist die gedruckte Zahl; siehe Auslegung 5), und der Besitzer dieser 10 hat keine Karte dieser Zahl auf dem Rahmen.',
		'reframing-c11': 'Auf ihrem Rahmen liegen mehr Karten als auf jedem anderen Rahmen.',
		'reframing-c12': 'Auf ihrem Rahmen liegen nicht mehr 12en als 1en und nicht mehr 12en als 2en.',
		'reframing-c13':
			'Auf ihrem Rahmen liegen mindestens 11 verschiedene Zahlen (die gedruckte Zahl; siehe Auslegung 5).',
		'reframing-9':
			'Runde 2, Arithmophobie: Jeder Spieler nimmt für den Rest des Matches eine 8 und eine 9 in sein Deck auf.',
		'reframing-10':
			'Runde 3, Macht der Vorhersage: Bevor die gespielten Karten aufgedeckt werden, nennt jeder Spieler eine ganze Zahl ab 1 und tippt damit, wie viele Karten in dieser Runde von den Rahmen 1 und 2 auf Rahmen 3 wandern.',
		'reframing-10b':
			'In Runde 3 bekommt ein Spieler einen Bonuspunkt für jeden anderen Spieler, dessen Tipp weiter von der tatsächlichen Zahl entfernt ist als sein eigener.',
		'reframing-11':
			'Runde 4, Zweistellig: Jeder Spieler nimmt für den Rest des Matches eine 10 und eine 11 in sein Deck auf.',
		'reframing-12':
			'Runde 5, Pech im Überfluss: Jeder Spieler nimmt für den Rest des Matches eine 12 und eine 13 in sein Deck auf.',
		'reframing-13':
			'Runde 6, Erholung: Vor dem Spielen darf ein Spieler beliebige seiner Karten von den Rahmen auf die Hand zurücknehmen.',
		'reframing-13b':
			'In Runde 6 spielt ein Spieler danach wie gewohnt und darf auch eine gerade zurückgenommene Karte spielen.',
		'reframing-14':
			'Runde 7, Selbsterfüllendes Scheitern: Für jeden der Rahmen 1 bis 5 bekommt jeder Spieler geheim den Namen eines anderen Spielers.',
		'reframing-14b': 'In Runde 7 geht auf jedem Rahmen jeder Name an genau einen Spieler.',
		'reframing-14c':
			'In Runde 7 bekommt bei sechs oder mehr Spielern niemand denselben Namen zweimal.',
		'reframing-15':
			'Am Ende von Runde 7 gilt für jeden der Rahmen 1 bis 5: Scheitert irgendeine Karte des Spielers, dessen Namen du für diesen Rahmen bekommen hast, erhältst du die Zahl der höchsten solchen gescheiterten Karte.',
		'reframing-16':
			'Runde 8, Der Fortschritt marschiert weiter: Nach dem Spielen darf ein Spieler außerdem Karten, die schon auf den Rahmen liegen, anheben und jede davon einen Rahmen höher setzen.',
		'reframing-16b': 'In Runde 8 hebt ein Spieler von jedem Rahmen höchstens eine Karte an.',
		'reframing-16c':
			'In Runde 8 kann ein Spieler keine Karte anheben, die in dieser Runde gespielt wurde.',
		'reframing-16d': 'Eine angehobene Karte kommt nie über Rahmen 8 hinaus.',
		'reframing-17': 'Nach Runde 8 gewinnt die höchste Summe.',
		'reframing-17b': 'Spieler, die mit der höchsten Summe gleichauf liegen, teilen sich den Sieg.',
		'reframing-ruling-1':
			'Jeder Spieler hat genau eine Karte jeder Zahl in seinem Deck: zu Beginn 1 bis 7, ab Runde 2 die 8 und 9, ab Runde 4 die 10 und 11, ab Runde 5 die 12 und 13.',
		'reframing-ruling-1b':
			'Eine Karte ist entweder auf der Hand ihres Besitzers oder auf einem einzigen Rahmen.',
		'reframing-ruling-2':
			'In Runde r spielt ein Spieler 0 bis 3 Karten, alle verschieden, auf Rahmen r.',
		'reframing-ruling-2b':
			'Eine Karte zu spielen, die schon auf einem Rahmen liegt, verschiebt sie auf Rahmen r.',
		'reframing-ruling-3':
			'Gewertet wird am Ende jeder Runde, über jede Karte auf den Rahmen 1 bis r: Eine Karte bringt ihre Zahl, wenn ihre Bedingung erfüllt ist, und zieht sie ab, wenn nicht.',
		'reframing-ruling-3b':
			'Die Kartenwertung eines Spielers für die Runde ist die Summe aus Auslegung 3, oder null, wenn diese Summe unter null liegt.',
		'reframing-ruling-3c':
			'Wird eine Runde gewertet, werden die Rahmen vom höchsten zum niedrigsten gezeigt.',
		'reframing-ruling-4':
			'Bedingung C4 hängt davon ab, ob die anderen Karten ihres Rahmens bestehen oder scheitern, also wird sie zuletzt bestimmt. Keine andere Bedingung hängt vom Bestehen oder Scheitern ab.',
		'reframing-ruling-5':
			'Die gedruckten Schwellen (C5: 20 Karten, C8: höchstens acht 8en, C10: vier Exemplare, C13: 11 Zahlen) sind für 11 Spieler gedacht und die Voreinstellung. Ein Tisch kann sie skalieren lassen: Bei weniger als 11 Spielern wird jede zum gedruckten Wert mal Spielerzahl geteilt durch 11, auf die nächste ganze Zahl gerundet (Hälften aufwärts) und mindestens 1; bei 11 oder mehr Spielern bleiben die gedruckten Werte.',
		'reframing-ruling-6': 'In C8 sind die späteren Rahmen die Rahmen mit höherer Nummer.',
		'reframing-ruling-6b': 'In C10 meint „du“ den Spieler, dem diese 10 gehört.',
		'reframing-ruling-7':
			'In Runde 3 muss jeder Spieler einen Tipp abgeben, eine ganze Zahl ab 1, bevor die gespielten Karten aufgedeckt werden.',
		'reframing-ruling-7b':
			'Die tatsächliche Zahl für die Tipps in Runde 3 ist die Zahl der in dieser Runde gespielten Karten, die direkt davor auf Rahmen 1 oder Rahmen 2 lagen.',
		'reframing-ruling-7c':
			'In Runde 3 bekommst du einen Punkt für jeden anderen Spieler, dessen Tipp echt weiter von der tatsächlichen Zahl entfernt ist als deiner.',
		'reframing-ruling-8':
			'In Runde 6 kommen die zurückgenommenen Karten zuerst auf die Hand; danach wird wie gewohnt gespielt.',
		'reframing-ruling-9':
			'Die App lost die Namen für Runde 7 auf den Rahmen 1 bis 5 zufällig aus und speichert die Auslosung, sodass Wiederholungen und Rückgängig dieselben Namen ergeben.',
		'reframing-ruling-9b':
			'Ein Tisch, der seine Namen für Runde 7 auf andere Weise bestimmt hat, kann sie stattdessen eingeben, und die App prüft sie gegen die Auslegungen 9c und 9d.',
		'reframing-ruling-9c':
			'Auf jedem der Rahmen 1 bis 5 bekommt in Runde 7 jeder Spieler den Namen eines anderen Spielers, und jeder Name wird einmal vergeben.',
		'reframing-ruling-9d':
			'Bei sechs oder mehr Spielern sind die fünf Namen jedes Spielers in Runde 7 alle verschieden.',
		'reframing-ruling-9e':
			'Bei weniger als sechs Spielern lassen sich keine fünf verschiedenen Namen vergeben, also wiederholen sich Namen. Die eigene Auslosung der App gibt einem Spieler einen Namen erst dann erneut, wenn er jeden anderen Namen einmal bekommen hat; vom Tisch eingegebene Namen dürfen sich in beliebiger Reihenfolge wiederholen.',
		'reframing-ruling-9f':
			'Scheitern am Ende von Runde 7 auf einem der Rahmen 1 bis 5 eine oder mehrere Karten des Spielers, dessen Namen du dort hast, erhältst du die Zahl der höchsten gescheiterten.',
		'reframing-ruling-10':
			'In Runde 8 darf ein Spieler, nachdem alle gespielt haben, beliebige seiner Karten einen Rahmen höher anheben (von Rahmen f auf f + 1).',
		'reframing-ruling-10b': 'In Runde 8 hebt ein Spieler von jedem Rahmen höchstens eine Karte an.',
		'reframing-ruling-10c': 'Eine in Runde 8 gespielte Karte kann nicht auch angehoben werden.',
		'reframing-ruling-10d':
			'Alle Anhebungen eines Spielers geschehen gleichzeitig, also rückt jede von zwei angehobenen Karten genau einen Rahmen höher.',
		'reframing-ruling-11':
			'Die Boni aus Runde 3 und Runde 7 kommen hinzu, nachdem die Kartenwertung auf null angehoben wurde (Auslegung 3b).',
		'reframing-ruling-12': 'Nach Runde 8 gewinnt die höchste Summe.',
		'reframing-ruling-12b': 'Ein Gleichstand bei der höchsten Summe ist ein geteilter Sieg.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
