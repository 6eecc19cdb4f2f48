import { describe, expect, it } from 'vitest';
import { elided, elidesBefore } from './elision';

describe('French elision before a value', () => {
	it('writes d’ and l’ before a vowel', () => {
		expect(elided('Score de Ana', 'fr')).toBe('Score d’Ana');
		expect(elided('Le 8 de Éloïse échoue', 'fr')).toBe('Le 8 d’Éloïse échoue');
		expect(elided('Au tour de Olivier', 'fr')).toBe('Au tour d’Olivier');
		expect(elided('Le tour de Ulla, puis le Uno', 'fr')).toBe('Le tour d’Ulla, puis l’Uno');
	});

	it('elides before a mute h, not before a sounded one', () => {
		expect(elided('Équipe de Hugo', 'fr')).toBe('Équipe d’Hugo');
		expect(elided('Équipe de Hans', 'fr')).toBe('Équipe de Hans');
		expect(elidesBefore('Hélène')).toBe(true);
		expect(elidesBefore('hasard')).toBe(false);
	});

	it('leaves consonants, numbers and words already elided alone', () => {
		expect(elided('Score de Bo', 'fr')).toBe('Score de Bo');
		expect(elided('Plus de 12 cartes', 'fr')).toBe('Plus de 12 cartes');
		expect(elided('Score d’Ana', 'fr')).toBe('Score d’Ana');
		expect(elided('Yann et le Yéti', 'fr')).toBe('Yann et le Yéti');
	});

	it('keeps a capital at the start of a sentence', () => {
		expect(elided('De Ana à Bo', 'fr')).toBe('D’Ana à Bo');
		expect(elided('(le as)', 'fr')).toBe('(l’as)');
	});

	it('changes nothing in other languages', () => {
		expect(elided('Karte de Ana', 'de')).toBe('Karte de Ana');
		expect(elided('la Ana de Eva', 'es')).toBe('la Ana de Eva');
		expect(elided('de Ana', 'en')).toBe('de Ana');
	});
});
