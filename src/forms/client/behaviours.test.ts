import { exclusive, freeText } from './behaviours';

function change( el: HTMLElement ): void {
	el.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

describe( 'form behaviours', () => {
	it( 'enables the free-text input only while its option is checked', () => {
		document.body.innerHTML = `<form>
			<span class="wpcf7-list-item"><input type="radio" name="r" value="A" checked></span>
			<span class="wpcf7-list-item last has-free-text"><input type="radio" name="r" value="Other">
			<input type="text" class="wpcf7-free-text" name="r_free_text"></span></form>`;
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		const off = freeText( form );
		const text = form.querySelector(
			'.wpcf7-free-text'
		) as HTMLInputElement;
		expect( text.disabled ).toBe( true );
		const other = form.querySelector(
			'[value="Other"]'
		) as HTMLInputElement;
		other.checked = true;
		change( other );
		expect( text.disabled ).toBe( false );
		const a = form.querySelector( '[value="A"]' ) as HTMLInputElement;
		a.checked = true;
		change( a );
		expect( text.disabled ).toBe( true );
		off();
		other.checked = true;
		change( other );
		expect( text.disabled ).toBe( true );
	} );

	it( 'unchecks the siblings of an exclusive checkbox', () => {
		document.body.innerHTML = `<form><span class="wpcf7-exclusive-checkbox">
			<input type="checkbox" value="a" checked><input type="checkbox" value="b"></span></form>`;
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		const off = exclusive( form );
		const [ a, b ] = Array.from( form.querySelectorAll( 'input' ) );
		b.checked = true;
		change( b );
		expect( a.checked ).toBe( false );
		expect( b.checked ).toBe( true );
		off();
	} );
} );
