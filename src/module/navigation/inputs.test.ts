import { createKeyboard, keyAllowed } from './keyboard';
import { createSwipe, swipeAction, swipeDelay } from './swipe';
import { createWheel, wheelThreshold } from './wheel';

const controls = () => ( { next: jest.fn(), prev: jest.fn() } );

describe( 'keyboard', () => {
	afterEach( () => document.body.replaceChildren() );

	it( 'guards repeats for 500 ms', () => {
		expect( keyAllowed( 1000, -Infinity ) ).toBe( true );
		expect( keyAllowed( 1499, 1000 ) ).toBe( false );
		expect( keyAllowed( 1500, 1000 ) ).toBe( true );
	} );

	it( 'acts with focus inside the module, once per 500 ms', () => {
		const root = document.createElement( 'div' );
		const button = document.createElement( 'button' );
		root.append( button );
		document.body.append( root );
		let time = 0;
		const module = controls();
		const keyboard = createKeyboard( root, module, false, () => time );
		const press = ( key: string ) =>
			document.dispatchEvent(
				new KeyboardEvent( 'keydown', { key, cancelable: true } )
			);
		press( 'ArrowRight' );
		// Focus elsewhere: nothing.
		expect( module.next ).not.toHaveBeenCalled();
		button.focus();
		press( 'ArrowRight' );
		time = 300;
		press( 'ArrowRight' );
		expect( module.next ).toHaveBeenCalledTimes( 1 );
		time = 800;
		press( 'ArrowLeft' );
		expect( module.prev ).toHaveBeenCalledTimes( 1 );
		// Up and down only for vertical modules.
		time = 2000;
		press( 'ArrowDown' );
		expect( module.next ).toHaveBeenCalledTimes( 1 );
		keyboard.destroy();
		time = 5000;
		press( 'ArrowRight' );
		expect( module.next ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'swipe', () => {
	it( 'needs more than 2 px along its direction', () => {
		expect( swipeAction( -2, 0, false ) ).toBeNull();
		expect( swipeAction( -3, 0, false ) ).toBe( 'next' );
		expect( swipeAction( 30, 5, false ) ).toBe( 'prev' );
		// Mostly vertical: the page scrolls, no swipe.
		expect( swipeAction( 10, 40, false ) ).toBeNull();
		expect( swipeAction( 0, -40, true ) ).toBe( 'next' );
	} );

	it( 'reduces a mobile delay above 200 to 50', () => {
		expect( swipeDelay( 300, true ) ).toBe( 50 );
		expect( swipeDelay( 200, true ) ).toBe( 200 );
		expect( swipeDelay( 300, false ) ).toBe( 300 );
	} );

	it( 'changes slides after the delay and swallows the click', () => {
		jest.useFakeTimers();
		const stage = document.createElement( 'div' );
		const module = controls();
		const swipe = createSwipe( stage, module, {
			vertical: false,
			delay: 400,
			mobile: () => true,
		} );
		const pointer = ( type: string, x: number ) => {
			const event = new MouseEvent( type, {
				clientX: x,
				clientY: 0,
				button: 0,
			} );
			Object.assign( event, { pointerId: 1, isPrimary: true } );
			stage.dispatchEvent( event );
		};
		pointer( 'pointerdown', 100 );
		pointer( 'pointerup', 40 );
		const click = new MouseEvent( 'click', { cancelable: true } );
		stage.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		jest.advanceTimersByTime( 49 );
		expect( module.next ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( module.next ).toHaveBeenCalledTimes( 1 );
		swipe.destroy();
		jest.useRealTimers();
	} );
} );

describe( 'wheel', () => {
	it( 'reads sensitivity as a distance or a word', () => {
		expect( wheelThreshold( 30 ) ).toBe( 30 );
		expect( wheelThreshold( 'high' ) ).toBe( 10 );
		expect( wheelThreshold( 'low' ) ).toBe( 100 );
		expect( wheelThreshold( undefined ) ).toBe( 50 );
	} );

	it( 'changes once per cooldown and lets the page scroll past the ends', () => {
		const root = document.createElement( 'div' );
		const module = controls();
		let time = 0;
		let last = false;
		const wheel = createWheel( root, module, {
			settings: { set: true, cd: 1500, sensitivity: 'medium' },
			atFirst: () => false,
			atLast: () => last,
			now: () => time,
		} );
		const turn = ( deltaY: number ) => {
			const event = new WheelEvent( 'wheel', {
				deltaY,
				cancelable: true,
			} );
			root.dispatchEvent( event );
			return event.defaultPrevented;
		};
		expect( turn( 30 ) ).toBe( true );
		expect( module.next ).not.toHaveBeenCalled();
		time = 50;
		turn( 30 );
		expect( module.next ).toHaveBeenCalledTimes( 1 );
		time = 1000;
		turn( 100 );
		expect( module.next ).toHaveBeenCalledTimes( 1 );
		time = 1600;
		turn( 100 );
		expect( module.next ).toHaveBeenCalledTimes( 2 );
		time = 4000;
		turn( -100 );
		expect( module.prev ).toHaveBeenCalledTimes( 1 );
		last = true;
		time = 8000;
		// At the last slide, going on scrolls the page.
		expect( turn( 100 ) ).toBe( false );
		expect( module.next ).toHaveBeenCalledTimes( 2 );
		wheel.destroy();
	} );
} );
