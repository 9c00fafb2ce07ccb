import { createReadMore } from './read-more';
import type { InterfaceMotion } from './motion';

function markup() {
	document.body.innerHTML =
		'<div class="stagecraft-read-more"><div class="stagecraft-read-more__intro"><p>Intro</p></div><div class="stagecraft-read-more__more" id="m"><p>Rest</p></div><button type="button" class="stagecraft-read-more__toggle" aria-expanded="true" aria-controls="m" data-more="Read more" data-less="Read less" hidden><span class="stagecraft-read-more__label">Read less</span><span class="stagecraft-read-more__icon" aria-hidden="true"></span></button></div>';
	return document.querySelector< HTMLElement >( '.stagecraft-read-more' )!;
}

const instant: InterfaceMotion = {
	animate: () => Promise.resolve(),
	load: () => Promise.reject( new Error( 'not used' ) ),
	prefetchOnInteraction: () => () => {},
};

describe( 'read-more', () => {
	it( 'folds the rest at once, then unfolds and folds it, swapping label and state', async () => {
		const root = markup();
		const readMore = createReadMore( root, instant )!;
		const button = root.querySelector( 'button' )!;
		const more = root.querySelector< HTMLElement >(
			'.stagecraft-read-more__more'
		)!;
		expect( button.hidden ).toBe( false );
		expect( more.hidden ).toBe( true );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( button.textContent ).toBe( 'Read more' );

		await readMore.toggle();
		expect( more.hidden ).toBe( false );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( button.textContent ).toBe( 'Read less' );
		expect( root.classList.contains( 'is-expanded' ) ).toBe( true );

		await readMore.toggle();
		expect( more.hidden ).toBe( true );
		expect( button.textContent ).toBe( 'Read more' );
	} );

	it( 'leaves a block without more content alone', () => {
		document.body.innerHTML =
			'<div class="stagecraft-read-more"><div class="stagecraft-read-more__intro"><p>Only</p></div></div>';
		expect(
			createReadMore(
				document.querySelector< HTMLElement >(
					'.stagecraft-read-more'
				)!,
				instant
			)
		).toBeNull();
	} );
} );
