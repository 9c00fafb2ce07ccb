import { __, sprintf } from './visitor';

type TestWindow = {
	stagecraftStrings?: Record< string, string >;
	wp?: { i18n?: { __?: ( text: string ) => string } };
};
const win = globalThis as unknown as TestWindow;

afterEach( () => {
	delete win.stagecraftStrings;
	delete win.wp;
} );

describe( 'visitor translations', () => {
	test( 'a string without a translation is itself', () => {
		expect( __( 'Next slide', 'stagecraft' ) ).toBe( 'Next slide' );
	} );

	test( 'the page’s own strings come first, then wp.i18n where the page has it', () => {
		win.wp = { i18n: { __: ( text ) => `wp:${ text }` } };
		win.stagecraftStrings = { 'Next slide': 'Nächstes Bild' };
		expect( __( 'Next slide', 'stagecraft' ) ).toBe( 'Nächstes Bild' );
		expect( __( 'Previous slide', 'stagecraft' ) ).toBe(
			'wp:Previous slide'
		);
	} );

	test( 'sprintf fills plain and positional placeholders like WordPress’s', () => {
		expect( sprintf( 'Slide %d', 3 ) ).toBe( 'Slide 3' );
		expect( sprintf( 'Slide %1$d of %2$d', 2.7, 10 ) ).toBe(
			'Slide 2 of 10'
		);
		expect( sprintf( '%2$s, then %1$s', 'a', 'b' ) ).toBe( 'b, then a' );
		expect( sprintf( 'Back to %s', 'Shop' ) ).toBe( 'Back to Shop' );
		expect( sprintf( '100%% of %s', 'it' ) ).toBe( '100% of it' );
		expect( sprintf( 'Slide %1$d: %2$s', 1 ) ).toBe( 'Slide 1: %2$s' );
	} );
} );
