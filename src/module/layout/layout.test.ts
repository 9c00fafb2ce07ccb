import { sizeSchema } from '../../schema/settings/size';
import { createLayout } from './layout';

function box( width: number, height: number ) {
	const root = document.createElement( 'div' );
	Object.defineProperty( root, 'clientWidth', { value: width } );
	Object.defineProperty( root, 'clientHeight', { value: height } );
	document.body.append( root );
	return root;
}

describe( 'layout engine', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => {
		jest.useRealTimers();
		document.body.innerHTML = '';
	} );

	it( "scales the level's grid into the box and names the level", () => {
		const root = box( 620, 300 );
		const size = sizeSchema.parse( {
			width: [ 1600, 1240, 1024, 778, 480 ],
			height: [ 800, 600, 500, 400, 300 ],
		} );
		const layout = createLayout( { root, size, level: () => 1 } );
		expect( layout.scale ).toBe( 0.5 );
		expect( root.style.getPropertyValue( '--stagecraft-scale' ) ).toBe(
			'0.5'
		);
		expect( root.dataset.level ).toBe( 'desktop' );
		expect( root.style.getPropertyValue( '--stagecraft-dpr' ) ).toBe( '1' );
		layout.destroy();
		expect( root.dataset.level ).toBeUndefined();
		expect( root.style.getPropertyValue( '--stagecraft-scale' ) ).toBe(
			''
		);
	} );

	it( 'tells subscribers when a resize changes the level', () => {
		const root = box( 400, 300 );
		let level = 0;
		const layout = createLayout( {
			root,
			size: sizeSchema.parse( {} ),
			level: () => level,
		} );
		const listener = jest.fn();
		layout.subscribe( listener );
		window.dispatchEvent( new Event( 'resize' ) );
		jest.advanceTimersByTime( 100 );
		expect( listener ).not.toHaveBeenCalled();
		level = 4;
		window.dispatchEvent( new Event( 'resize' ) );
		jest.advanceTimersByTime( 100 );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( layout.level ).toBe( 4 );
		expect( root.dataset.level ).toBe( 'mobile' );
		layout.destroy();
	} );

	it( 'subtracts the height of elements named as the full-height offset', () => {
		const header = document.createElement( 'header' );
		Object.defineProperty( header, 'offsetHeight', { value: 64 } );
		document.body.append( header );
		const root = box( 400, 300 );
		const layout = createLayout( {
			root,
			size: sizeSchema.parse( {
				fullHeight: true,
				fullHeightOffset: 'header, .missing',
			} ),
			level: () => 0,
		} );
		expect( root.style.getPropertyValue( '--stagecraft-offset' ) ).toBe(
			'64px'
		);
		layout.destroy();
	} );

	it( 'toggles full screen with a class, and Escape ends it', () => {
		const root = box( 400, 300 );
		const layout = createLayout( {
			root,
			size: sizeSchema.parse( {} ),
			level: () => 0,
		} );
		layout.setFullscreen( true );
		expect( root.classList.contains( 'is-fullscreen' ) ).toBe( true );
		expect( layout.fullscreen ).toBe( true );
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape' } )
		);
		expect( root.classList.contains( 'is-fullscreen' ) ).toBe( false );
		layout.destroy();
	} );
} );
