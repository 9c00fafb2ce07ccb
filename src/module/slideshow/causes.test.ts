import { watchPauseCauses } from './causes';

describe( 'watchPauseCauses', () => {
	let visibility: DocumentVisibilityState = 'visible';
	beforeAll( () => {
		Object.defineProperty( document, 'visibilityState', {
			configurable: true,
			get: () => visibility,
		} );
	} );

	it( 'maps hover, tab visibility and drags to causes and removes its listeners', () => {
		const root = document.createElement( 'div' );
		const calls: string[] = [];
		const stop = watchPauseCauses( root, {
			hover: true,
			blur: true,
			pause: ( cause ) => calls.push( `pause:${ cause }` ),
			resume: ( cause ) => calls.push( `resume:${ cause }` ),
		} );
		calls.length = 0;
		root.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		root.dispatchEvent( new MouseEvent( 'mouseleave' ) );
		visibility = 'hidden';
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		visibility = 'visible';
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		const pointer = ( type: string, x: number ) => {
			const event = new MouseEvent( type, { clientX: x, clientY: 0 } );
			root.dispatchEvent( event );
		};
		pointer( 'pointerdown', 0 );
		pointer( 'pointermove', 1 );
		pointer( 'pointermove', 5 );
		pointer( 'pointerup', 5 );
		const inner = document.createElement( 'button' );
		root.append( inner );
		root.dispatchEvent( new FocusEvent( 'focusin' ) );
		root.dispatchEvent(
			new FocusEvent( 'focusout', { relatedTarget: inner } )
		);
		root.dispatchEvent( new FocusEvent( 'focusout' ) );
		expect( calls ).toEqual( [
			'pause:hover',
			'resume:hover',
			'pause:blur',
			'resume:blur',
			'pause:drag',
			'resume:drag',
			'pause:focus',
			'resume:focus',
		] );
		stop();
		calls.length = 0;
		root.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		expect( calls ).toEqual( [] );
	} );

	it( 'ignores hover and blur when their settings are off', () => {
		const root = document.createElement( 'div' );
		const pause = jest.fn();
		const stop = watchPauseCauses( root, {
			hover: false,
			blur: false,
			pause,
			resume: jest.fn(),
		} );
		root.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		visibility = 'hidden';
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		visibility = 'visible';
		expect( pause ).not.toHaveBeenCalled();
		stop();
	} );
} );
