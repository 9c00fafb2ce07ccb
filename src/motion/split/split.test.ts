import { SPLIT_CLASS, SPLIT_TEXT_CLASS, splitText } from './split';

function layer( html: string ): HTMLElement {
	const el = document.createElement( 'p' );
	el.innerHTML = html;
	document.body.appendChild( el );
	return el;
}

describe( 'splitText', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'splits words, keeping the spaces between them', () => {
		const el = layer( 'Motion is why people choose' );
		const { units, order } = splitText( el, [ 'words' ] );
		expect( units.map( ( unit ) => unit.textContent ) ).toEqual( [
			'Motion',
			'is',
			'why',
			'people',
			'choose',
		] );
		expect( order ).toEqual( [ 0, 1, 2, 3, 4 ] );
		expect( el.querySelector( `.${ SPLIT_CLASS }` )?.textContent ).toBe(
			'Motion is why people choose'
		);
	} );

	it( 'splits characters inside words, a grapheme per unit, through inline markup', () => {
		const el = layer( 'Go <strong>café</strong> 👍🏽' );
		const { units } = splitText( el, [ 'words', 'chars' ] );
		expect( units.map( ( unit ) => unit.textContent ) ).toEqual( [
			'G',
			'o',
			'c',
			'a',
			'f',
			'é',
			'👍🏽',
		] );
		// The bold word stays bold in the split copy.
		expect(
			el.querySelectorAll(
				`.${ SPLIT_CLASS } strong .${ SPLIT_CLASS }__char`
			)
		).toHaveLength( 4 );
	} );

	it( 'keeps the text once for assistive technology', () => {
		const el = layer( 'Read <a href="/more">more</a>' );
		splitText( el, [ 'chars' ] );
		const shown = el.querySelector( `.${ SPLIT_CLASS }` );
		const copy = el.querySelector( `.${ SPLIT_TEXT_CLASS }` );
		expect( shown?.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		expect( copy?.getAttribute( 'aria-hidden' ) ).toBeNull();
		expect( copy?.innerHTML ).toBe( 'Read <a href="/more">more</a>' );
		// The hidden copy's link takes no focus; the readable one does.
		expect( shown?.querySelector( 'a' )?.getAttribute( 'tabindex' ) ).toBe(
			'-1'
		);
		expect( copy?.querySelector( 'a' )?.hasAttribute( 'tabindex' ) ).toBe(
			false
		);
	} );

	it( 'groups words by the line they sit on, a piece per parent', () => {
		const el = layer( 'one two <em>three four</em> five' );
		// Lines: "one two three" (top 0) and "four five" (top 20).
		const tops: Record< string, number > = {
			one: 0,
			two: 0,
			three: 0,
			four: 20,
			five: 20,
		};
		jest.spyOn(
			HTMLElement.prototype,
			'getBoundingClientRect'
		).mockImplementation( function ( this: HTMLElement ) {
			return { top: tops[ this.textContent ?? '' ] ?? 0 } as DOMRect;
		} );
		const { units, order } = splitText( el, [ 'lines' ] );
		expect( units.map( ( unit ) => unit.textContent ) ).toEqual( [
			'one two',
			'three',
			'four',
			'five',
		] );
		expect( order ).toEqual( [ 0, 0, 1, 1 ] );
		expect( new Set( order ).size ).toBe( 2 );
		jest.restoreAllMocks();
	} );

	it( 'reverts to the original markup', () => {
		const html = 'Hello <b>there</b> world';
		const el = layer( html );
		const { revert } = splitText( el, [ 'chars' ] );
		expect( el.innerHTML ).not.toBe( html );
		revert();
		expect( el.innerHTML ).toBe( html );
	} );
} );
