import {
	ARROW_KEY_GUARD_MS,
	createKeyGuard,
	MOBILE_SWIPE_DELAY,
	swipeDelay,
	WHEEL_COOLDOWN_MS,
} from './limits';

describe( 'runtime limits of spec sections 5 and 9', () => {
	it( 'let arrow keys navigate only 500 ms after the last press', () => {
		expect( ARROW_KEY_GUARD_MS ).toBe( 500 );
		const allow = createKeyGuard();
		expect( allow( 1000 ) ).toBe( true );
		expect( allow( 1499 ) ).toBe( false );
		expect( allow( 1500 ) ).toBe( true );
	} );

	it( 'reduce a mobile swipe delay above 200 to 50', () => {
		expect( swipeDelay( 300, true ) ).toBe( MOBILE_SWIPE_DELAY );
		expect( MOBILE_SWIPE_DELAY ).toBe( 50 );
		expect( swipeDelay( 200, true ) ).toBe( 200 );
		expect( swipeDelay( 300, false ) ).toBe( 300 );
		expect( WHEEL_COOLDOWN_MS ).toBe( 1500 );
	} );
} );
