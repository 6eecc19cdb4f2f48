/** Die Regelseite des Punkteblocks auf Deutsch: die Worte zu jedem Eintrag von LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Anderes Spiel (Punkteblock)',
	credit: 'Ein Punkteblock für jedes Spiel: Er hat keinen eigenen Autor.',
	summary:
		'Hält die Punkte jedes Spiels fest, das am Tisch gespielt wird, Runde für Runde, mit laufenden Summen und der Führung, und beendet das Spiel bei einer Zielpunktzahl oder nach einer festen Zahl von Runden, wenn der Tisch es so will.',
	sections: ['So funktioniert der Punkteblock'],
	entries: {
		'notepad-1':
			'Ein Spiel auf dem Punkteblock trägt den Namen des gespielten Spiels und legt fest, wie es gewonnen wird: mit der höchsten oder mit der niedrigsten Summe.',
		'notepad-1b':
			'Es spielen 1 bis 12 Personen mit, jede mit eigenem Namen: kein leerer Name und keine zwei Spieler mit demselben Namen an einem Tisch.',
		'notepad-2':
			'Die Punkte werden Runde für Runde notiert: in jeder Runde eine Punktzahl für jeden Spieler.',
		'notepad-2b':
			'Hat der Tisch es zu Beginn so gewählt, zählt ein leer gelassenes Feld als 0, sodass in einer Runde mit lauter Nullen nur die übrigen Punkte eingetippt werden müssen. Sonst muss jede Punktzahl eingetippt werden, auch Nullen.',
		'notepad-3':
			'Eine Punktzahl ist eine ganze Zahl oder, wenn der Tisch zu Beginn Dezimalpunkte gewählt hat, eine Zahl mit bis zu 2 Nachkommastellen, die genau so addiert wird, wie sie dasteht. Sie darf null oder negativ sein; die Summen zählen alle Runden zusammen.',
		'notepad-4':
			'Jede Runde kann eine kurze Notiz haben, etwa wer gegeben hat oder was an ihr besonders war.',
		'notepad-5':
			'Jede Punktzahl einer bereits notierten Runde lässt sich korrigieren. Eine Korrektur bleibt wie jeder andere Eintrag im Verlauf des Spiels, und Rückgängig nimmt sie zurück.',
		'notepad-6':
			'Es führt, wer die beste Summe hat: die höchste, oder die niedrigste, wenn der Tisch festgelegt hat, dass die niedrigste Summe gewinnt. Ist das Spiel vorbei, sind die Führenden die Sieger.',
		'notepad-6b':
			'Spieler mit derselben Summe teilen sich ihren Platz, und der nächste Platz entfällt: Auf zwei Spieler, die sich den ersten Platz teilen, folgt der dritte.',
		'notepad-7':
			'Mit einer Zielpunktzahl endet das Spiel am Ende der Runde, in der die Summe eines Spielers das Ziel erreicht oder überschreitet. Danach kann keine Runde mehr hinzukommen.',
		'notepad-8':
			'Mit einer festen Zahl von Runden endet das Spiel, sobald so viele Runden notiert sind, und danach kann keine Runde mehr hinzukommen.',
		'notepad-9':
			'Ohne Ziel und ohne feste Rundenzahl läuft das Spiel weiter, bis der Tisch es als beendet markiert. Der Tisch kann ein Spiel auch abbrechen: Dann gewinnt niemand. Beides lässt sich wieder rückgängig machen.',
		'notepad-10':
			'Ein Spieler kann einem laufenden Spiel zwischen zwei Runden beitreten. Er nimmt den nächsten Platz ein und beginnt mit der Punktzahl, die der Tisch ihm gibt (0, wenn nichts anderes gesagt wird); sie steht für alle Runden, die vor seinem Kommen gespielt wurden, und in diesen Runden steht für ihn keine Punktzahl.',
		'notepad-11':
			'Der Name eines Spielers lässt sich während eines Spiels ändern. Der neue Name gilt nur für dieses Spiel: Die Liste der Stammspieler behält ihren eigenen, die Statistik zählt ihn unter diesem Namen weiter als denselben Spieler, und die Änderung bleibt wie jeder andere Eintrag im Verlauf des Spiels.',
		'notepad-12':
			'Der Spieler auf dem ersten Platz gibt oder beginnt in Runde 1; danach geht diese Rolle jede Runde an den nächsten Platz weiter, reihum in der Sitzordnung, ein später beigetretener Spieler eingeschlossen.',
		'notepad-13':
			'Der Tisch kann in Teams spielen, die zu Beginn festgelegt werden: mindestens zwei Teams, jede Person in genau einem. Die Punkte jeder Person werden wie üblich notiert; die Summe eines Teams ist die Summe der Punkte seiner Mitglieder. Das Team mit der besten Summe gewinnt, und alle seine Mitglieder gewinnen mit; Teams mit gleicher Summe teilen sich den Platz. Mit einer Zielpunktzahl endet das Spiel, sobald die Summe eines Teams sie erreicht. Wer später dazukommt, tritt einem Team bei. Ein Team kann zu Beginn einen Namen bekommen (nicht leer, höchstens 40 Zeichen, keine zwei Teams gleich); ein Team ohne Namen wird nummeriert. Der Tisch kann stattdessen eine Punktzahl pro Team und Runde wählen: Die Punktzahl des Teams wird einmal unter dem Team notiert, und seine Summe entscheidet wie zuvor; in der Statistik hat jede Person eines Teams die Summe des Teams.',
		'notepad-14':
			'Ein kooperatives Spiel spielt der ganze Tisch gemeinsam gegen das Spiel: Es werden keine Runden mit Punkten notiert, es sei denn, der Tisch wählt zu Beginn, in jeder Runde die Punktzahl des Tisches zu schreiben (mit einer Rundenzahl, wenn das Spiel eine hat), und am Ende sagt der Tisch, ob er gemeinsam gewonnen oder verloren hat, mit der Punktzahl des Tisches, wenn das Spiel eine vergibt (mit Runden und ohne eigene Punktzahl die Summe der Runden). Damit endet die Partie; Rückgängig nimmt das Ergebnis zurück. Die Statistik zählt ein kooperatives Spiel für den Tisch, nicht als Sieg einer einzelnen Person.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
