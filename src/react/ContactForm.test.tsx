import { createRoot, flushSync } from '@wordpress/element';
import { ContactForm } from './ContactForm';

describe( 'ContactForm (React adapter of the form client)', () => {
	it( 'takes the server-rendered form over on mount and lets go on unmount', () => {
		document.body.innerHTML = `<div class="wpcf7 no-js" data-wpcf7-id="7"><form class="wpcf7-form">
<input type="hidden" name="_wpcf7" value="7"><input type="hidden" name="_wpcf7_unit_tag" value="t">
<span class="wpcf7-form-control-wrap" data-name="n"><input class="wpcf7-form-control" name="n"></span>
</form></div>`;
		const wrapper = document.querySelector( '.wpcf7' ) as HTMLElement;
		const form = wrapper.querySelector( 'form' ) as HTMLFormElement;
		const fetchMock = jest.fn( () => new Promise< Response >( () => {} ) );
		const container = document.createElement( 'div' );
		const root = createRoot( container );
		flushSync( () =>
			root.render(
				<ContactForm
					wrapper={ wrapper }
					apiRoot="/wp-json/"
					fetch={ fetchMock }
				/>
			)
		);
		expect( wrapper.classList.contains( 'js' ) ).toBe( true );
		expect( container.innerHTML ).toBe( '' );
		const submit = () =>
			form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		const handled = ! submit();
		expect( handled ).toBe( true );
		const calls = fetchMock.mock.calls.length;

		flushSync( () => root.unmount() );
		expect( submit() ).toBe( true );
		expect( fetchMock.mock.calls.length ).toBe( calls );
	} );
} );
