import { clearFormats, droppedTags, toggleFormat } from './rich-text';

describe( 'rich text formats', () => {
	it( 'wraps the selection and keeps it selected', () => {
		const out = toggleFormat(
			{ text: 'Sail today', start: 5, end: 10 },
			'strong'
		);
		expect( out.text ).toBe( 'Sail <strong>today</strong>' );
		expect( out.text.slice( out.start, out.end ) ).toBe( 'today' );
	} );

	it( 'unwraps a selection that is exactly a format already', () => {
		const bold = toggleFormat(
			{ text: 'Sail today', start: 5, end: 10 },
			'strong'
		);
		expect( toggleFormat( bold, 'strong' ) ).toEqual( {
			text: 'Sail today',
			start: 5,
			end: 10,
		} );
		const link = toggleFormat( { text: 'Go', start: 0, end: 2 }, 'a', {
			href: '/x',
		} );
		expect( toggleFormat( link, 'a' ).text ).toBe( 'Go' );
	} );

	it( 'writes link attributes escaped, and leaves out empty ones', () => {
		const out = toggleFormat( { text: 'Book', start: 0, end: 4 }, 'a', {
			href: '/book?a=1&b="2"',
			target: '',
		} );
		expect( out.text ).toBe(
			'<a href="/book?a=1&amp;b=&quot;2&quot;">Book</a>'
		);
	} );

	it( 'clears the tags of the selection, or of the whole text', () => {
		const text = '<em>Sail</em> <strong>today</strong>';
		const part = clearFormats( { text, start: 14, end: 36 } );
		expect( part.text ).toBe( '<em>Sail</em> today' );
		expect( clearFormats( { text, start: 0, end: 0 } ).text ).toBe(
			'Sail today'
		);
	} );

	it( 'names the tags wp_kses will drop', () => {
		expect(
			droppedTags(
				'<strong>a</strong><script>x</script><div>b</div><br>'
			)
		).toEqual( [ 'script', 'div' ] );
	} );
} );
