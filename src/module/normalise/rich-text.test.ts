import { richTextHtml } from './rich-text';

describe( 'richTextHtml', () => {
	it( 'keeps inline formatting of text layers', () => {
		expect(
			richTextHtml(
				'Hello <strong>there</strong> &amp; <em>you</em>',
				'text'
			)
		).toBe( 'Hello <strong>there</strong> &amp; <em>you</em>' );
	} );

	it( 'drops scripts and event handlers but keeps their text, as wp_kses does', () => {
		expect(
			richTextHtml(
				'Safe <em onclick="x()">text</em><script>alert(1)</script><img src=x onerror=alert(1)>',
				'text'
			)
		).toBe( 'Safe <em>text</em>alert(1)' );
	} );

	it( 'refuses javascript: links and gives _blank links noopener', () => {
		expect(
			richTextHtml( '<a href="javascript:alert(1)">x</a>', 'button' )
		).toBe( '<a>x</a>' );
		expect(
			richTextHtml(
				'<a href="/about" target="_blank" rel="nofollow">x</a>',
				'text'
			)
		).toBe(
			'<a href="/about" target="_blank" rel="nofollow noopener">x</a>'
		);
	} );

	it( 'makes the text of other layer types plain', () => {
		expect(
			richTextHtml(
				'A <strong>bold</strong> <b>claim</b> & more',
				'shape'
			)
		).toBe( 'A bold claim &amp; more' );
	} );

	it( 'gives plain text back as it is, as parsing it would', () => {
		const parsed = ( text: string ) => {
			const holder = document.createElement( 'div' );
			holder.innerHTML = text;
			return holder.innerHTML;
		};
		for ( const text of [
			'Layer 1',
			'Quotes " and \' stay',
			'Ünïcödé – “typographic” ✓',
		] ) {
			expect( richTextHtml( text, 'text' ) ).toBe( text );
			expect( parsed( text ) ).toBe( text );
		}
		for ( const text of [
			'a > b',
			'Fish & chips',
			'no\u00a0break',
			'line\r\nbreak',
			'nul\0char',
		] ) {
			expect( richTextHtml( text, 'text' ) ).toBe( parsed( text ) );
			expect( richTextHtml( text, 'shape' ) ).toBe( parsed( text ) );
		}
	} );
} );
