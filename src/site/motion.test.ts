import { createInterfaceMotion, hasJsMotion } from './motion';
import type { AnimateFunction } from './motion';

function setReducedMotion( reduce: boolean ) {
	window.matchMedia = ( query: string ) =>
		( {
			matches: reduce && query.includes( 'reduce' ),
			media: query,
			onchange: null,
			addListener: () => {},
			removeListener: () => {},
			addEventListener: () => {},
			removeEventListener: () => {},
			dispatchEvent: () => false,
		} ) as MediaQueryList;
}

function fakeLibrary() {
	const calls: Array< [ Element, Record< string, unknown >, unknown ] > = [];
	const animate: AnimateFunction = ( element, keyframes, options ) => {
		calls.push( [ element, keyframes, options ] );
		return { finished: Promise.resolve() };
	};
	const loader = jest.fn( () => Promise.resolve( animate ) );
	return { calls, loader };
}

afterEach( () => {
	document.documentElement.className = '';
} );

describe( 'motion', () => {
	it( 'loads the library once, however many animations run', async () => {
		setReducedMotion( false );
		const { calls, loader } = fakeLibrary();
		const motion = createInterfaceMotion( loader );
		const a = document.createElement( 'div' );
		const b = document.createElement( 'div' );
		expect( loader ).not.toHaveBeenCalled();
		await Promise.all( [
			motion.animate( a, { opacity: [ 0, 1 ] }, { ms: 100 } ),
			motion.animate( b, { opacity: [ 1, 0 ] }, { ms: 300 } ),
		] );
		await motion.animate( a, { opacity: [ 1, 0 ] }, { ms: 100 } );
		expect( loader ).toHaveBeenCalledTimes( 1 );
		expect( calls ).toHaveLength( 3 );
		expect( calls[ 0 ][ 2 ] ).toEqual( { duration: 0.1, ease: 'easeOut' } );
		expect( calls[ 1 ][ 2 ] ).toEqual( { duration: 0.3, ease: 'easeOut' } );
	} );

	it( 'shows the first keyframe at once and hands the styles back to CSS when done', async () => {
		setReducedMotion( false );
		const { loader } = fakeLibrary();
		const motion = createInterfaceMotion( loader );
		const el = document.createElement( 'div' );
		const done = motion.animate(
			el,
			{ opacity: [ 1, 0 ] },
			{ ms: 100, hold: { visibility: 'visible' } }
		);
		expect( el.style.opacity ).toBe( '1' );
		expect( el.style.visibility ).toBe( 'visible' );
		await done;
		expect( el.style.opacity ).toBe( '' );
		expect( el.style.visibility ).toBe( '' );
	} );

	it( 'does not move and never fetches the library under reduced motion', async () => {
		setReducedMotion( true );
		const { calls, loader } = fakeLibrary();
		const motion = createInterfaceMotion( loader );
		const el = document.createElement( 'div' );
		el.style.opacity = '0.5';
		await motion.animate( el, { opacity: [ 0, 1 ] }, { ms: 300 } );
		expect( el.style.opacity ).toBe( '' );
		expect( calls ).toHaveLength( 0 );
		expect( loader ).not.toHaveBeenCalled();
		const stop = motion.prefetchOnInteraction( document );
		document.dispatchEvent( new Event( 'pointerdown' ) );
		expect( loader ).not.toHaveBeenCalled();
		expect( hasJsMotion() ).toBe( false );
		stop();
	} );

	it( 'prefetches on the first interaction only, and not before', () => {
		setReducedMotion( false );
		const { loader } = fakeLibrary();
		const motion = createInterfaceMotion( loader );
		const stop = motion.prefetchOnInteraction( document );
		expect( hasJsMotion() ).toBe( true );
		expect( loader ).not.toHaveBeenCalled();
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Tab' } )
		);
		document.dispatchEvent( new Event( 'pointerdown' ) );
		expect( loader ).toHaveBeenCalledTimes( 1 );
		stop();
		expect( hasJsMotion() ).toBe( false );
	} );

	it( 'retries after a failed fetch and still changes state', async () => {
		setReducedMotion( false );
		const loader = jest
			.fn< Promise< AnimateFunction >, [] >()
			.mockRejectedValueOnce( new Error( 'offline' ) )
			.mockResolvedValue( () => ( { finished: Promise.resolve() } ) );
		const motion = createInterfaceMotion( loader );
		const el = document.createElement( 'div' );
		await motion.animate( el, { opacity: [ 0, 1 ] }, { ms: 100 } );
		expect( el.style.opacity ).toBe( '' );
		await motion.animate( el, { opacity: [ 0, 1 ] }, { ms: 100 } );
		expect( loader ).toHaveBeenCalledTimes( 2 );
	} );
} );
