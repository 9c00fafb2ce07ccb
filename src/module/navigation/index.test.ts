import { slideViewSchema } from '../../schema/slide-view';
import { moduleSettingsViewSchema } from '../../schema/settings/view';
import { createEmitter } from '../events/emitter';
import { createEventStore } from '../events/store';
import { createLayout } from '../layout/layout';
import type { PreparedModule } from '../prepare';
import type { ModuleControls } from '../types';
import { createNavigation } from './index';
import type { LoadedFeatures } from '../features';
import * as arrowsFeature from './arrows';
import * as bulletsFeature from './bullets';
import * as progressFeature from './progress';
import * as scrubberFeature from './scrubber';
import * as tabsFeature from './tabs';
import * as thumbsFeature from './thumbs';
import * as wheelFeature from './wheel';

// Every feature at hand, as once their chunks loaded.
const features: LoadedFeatures = {
	arrows: arrowsFeature,
	bullets: bulletsFeature,
	thumbs: thumbsFeature,
	tabs: tabsFeature,
	scrubber: scrubberFeature,
	progress: progressFeature,
	wheel: wheelFeature,
};

function setup(
	settings: object,
	hfn = [ false, true, false ],
	type = 'slider'
) {
	const root = document.createElement( 'div' );
	const stage = document.createElement( 'div' );
	stage.className = 'stagecraft-module__stage';
	root.append( stage );
	document.body.append( root );
	const emitter = createEmitter( root );
	const slides = hfn.map( ( hidden, index ) =>
		slideViewSchema.parse( {
			id: index + 1,
			title: `S${ index + 1 }`,
			slideshow: { hfn: hidden },
		} )
	);
	const order = slides.map( ( _slide, index ) => index );
	const prepared = {
		id: 1,
		alias: 'x',
		migrated: false,
		settings: moduleSettingsViewSchema.parse( { type, ...settings } ),
		slides,
		slideOrder: order,
		navSlideOrder: order.filter( ( index ) => ! hfn[ index ] ),
		staticSlides: [],
	} as PreparedModule;
	let current = 0;
	const module = {
		next: jest.fn(),
		prev: jest.fn(),
		goTo: jest.fn(),
		pause: jest.fn(),
		play: jest.fn(),
		current: () => ( { index: current, id: current + 1 } ),
		slideCount: slides.length,
		on: emitter.on,
		off: emitter.off,
		once: emitter.once,
		redraw: jest.fn(),
		fullscreen: jest.fn(),
		scrollTo: jest.fn(),
	} as ModuleControls;
	let navOrder = prepared.navSlideOrder;
	const player = {
		progress: () => ( {
			elapsed: 0,
			length: 9000,
			playing: true,
			running: true,
			userHeld: false,
		} ),
		hold: jest.fn(),
		release: jest.fn(),
		navOrder: () => navOrder,
	};
	const change = ( to: number ) => {
		current = to;
		emitter.emit( 'beforeChange', {
			from: null,
			to: { index: to, id: to + 1 },
			direction: 'forward',
		} );
	};
	return {
		root,
		module,
		player,
		prepared,
		change,
		setNavOrder: ( next: number[] ) => ( navOrder = next ),
	};
}

// The level follows the window's inner width (what media queries test); 0 resets it.
const setWidth = ( width: number ) => {
	Object.assign( window, { innerWidth: width || 1024 } );
};

// The last class of every slide picker a Tab press can reach.
const tabStops = ( root: HTMLElement ) =>
	Array.from(
		root.querySelectorAll< HTMLElement >(
			'.stagecraft-nav__item, [role="slider"]'
		)
	)
		.filter( ( node ) => node.tabIndex >= 0 )
		.map( ( node ) => node.classList[ node.classList.length - 1 ] );

describe( 'createNavigation', () => {
	afterEach( () => {
		document.body.replaceChildren();
		setWidth( 0 );
	} );

	it( 'gives a slider without settings arrows and bullets in navigation order', () => {
		const { root, module, prepared, player } = setup( {} );
		const nav = createNavigation(
			root,
			module,
			prepared,
			player,
			features
		);
		expect(
			root.querySelectorAll( '.stagecraft-module__arrow' )
		).toHaveLength( 2 );
		// The hfn slide has no bullet.
		const bullets = root.querySelectorAll( '.stagecraft-module__bullet' );
		expect(
			Array.from( bullets, ( b ) => b.getAttribute( 'aria-label' ) )
		).toEqual( [ 'Slide 1', 'Slide 3' ] );
		nav.destroy();
		expect( root.querySelectorAll( 'button' ) ).toHaveLength( 0 );
	} );

	it( 'gives every slide picker together one Tab stop', () => {
		const { root, module, prepared, player } = setup(
			{
				navigation: {
					bullets: { set: true },
					thumbs: { set: true },
					tabs: { set: true },
					scrubber: { set: true },
				},
			},
			[ false, false, false ]
		);
		const nav = createNavigation(
			root,
			module,
			prepared,
			player,
			features
		);
		expect( root.querySelectorAll( '[role="tab"]' ) ).toHaveLength( 9 );
		expect( tabStops( root ) ).toEqual( [ 'stagecraft-module__tab' ] );
		expect(
			root.querySelector< HTMLElement >( '[role="slider"]' )?.tabIndex
		).toBe( -1 );
		nav.destroy();
	} );

	it( 'builds nothing for a hero', () => {
		const { root, module, prepared, player } = setup(
			{},
			[ false, false ],
			'hero'
		);
		createNavigation( root, module, prepared, player, features ).destroy();
		expect( root.querySelectorAll( 'button' ) ).toHaveLength( 0 );
	} );

	it( "shows elements per the layout engine's device level, through one store", () => {
		jest.useFakeTimers();
		setWidth( 1400 );
		const { root, module, prepared, player } = setup( {
			navigation: {
				tabs: { set: true, vis: [ true, true, true, false, false ] },
				thumbs: {
					set: true,
					io: 'outer-bottom',
					y: 0,
					size: { w: 100, h: 40 },
				},
			},
		} );
		const store = createEventStore();
		const layout = createLayout( {
			root,
			size: prepared.settings.size,
			store,
		} );
		const listening = store.size;
		const nav = createNavigation(
			root,
			module,
			prepared,
			player,
			features,
			{
				layout,
				store,
			}
		);
		const tabs = root.querySelector(
			'.stagecraft-nav--tabs'
		) as HTMLElement;
		expect( tabs.hidden ).toBe( false );
		expect( tabStops( root ) ).toEqual( [ 'stagecraft-module__tab' ] );
		expect(
			root.style.getPropertyValue( '--stagecraft-outer-bottom' )
		).toBe( 'calc(0px + clamp(20px, calc(4vw + 0.8px), 40px))' );
		// Navigation keeps no resize listener of its own: the engine's level changes.
		setWidth( 700 );
		window.dispatchEvent( new Event( 'resize' ) );
		expect( tabs.hidden ).toBe( false );
		jest.advanceTimersByTime( 100 );
		expect( layout.level ).toBe( 3 );
		expect( tabs.hidden ).toBe( true );
		// The pickers' one Tab stop moved from the hidden tabs to the thumbnails.
		expect( tabStops( root ) ).toEqual( [ 'stagecraft-module__thumb' ] );
		nav.destroy();
		expect( store.size ).toBe( listening );
		expect(
			root.style.getPropertyValue( '--stagecraft-outer-bottom' )
		).toBe( '' );
		layout.destroy();
		expect( store.size ).toBe( 0 );
		jest.useRealTimers();
	} );

	it( 'auto-hides an element with anim after its idle delay', () => {
		jest.useFakeTimers();
		const { root, module, prepared, player } = setup( {
			navigation: { arrows: { set: true, anim: 'fade', dOut: 300 } },
		} );
		const nav = createNavigation(
			root,
			module,
			prepared,
			player,
			features
		);
		const arrow = root.querySelector(
			'.stagecraft-module__arrow--next'
		) as HTMLElement;
		expect( arrow.style.getPropertyValue( '--stagecraft-nav-out' ) ).toBe(
			'300ms'
		);
		jest.advanceTimersByTime( 999 );
		expect( arrow.classList.contains( 'is-nav-hidden' ) ).toBe( false );
		jest.advanceTimersByTime( 1 );
		expect( arrow.classList.contains( 'is-nav-hidden' ) ).toBe( true );
		root.dispatchEvent( new MouseEvent( 'pointermove' ) );
		expect( arrow.classList.contains( 'is-nav-hidden' ) ).toBe( false );
		nav.destroy();
		jest.useRealTimers();
	} );

	it( 'hides items of slides that hal took out of navigation', () => {
		const { root, module, prepared, player, change, setNavOrder } = setup(
			{ navigation: { thumbs: { set: true } } },
			[ false, false, false ]
		);
		const nav = createNavigation(
			root,
			module,
			prepared,
			player,
			features
		);
		const thumbs = root.querySelectorAll< HTMLElement >(
			'.stagecraft-module__thumb'
		);
		expect( thumbs[ 1 ].hidden ).toBe( false );
		setNavOrder( [ 0, 2 ] );
		change( 2 );
		expect( thumbs[ 1 ].hidden ).toBe( true );
		expect( thumbs[ 2 ].getAttribute( 'aria-selected' ) ).toBe( 'true' );
		nav.destroy();
	} );

	it.each( [
		[ 'a vertical carousel', 'carousel', 'vertical', 1 ],
		[ 'a horizontal carousel', 'carousel', 'horizontal', 0 ],
		[ 'a slider', 'slider', 'vertical', 0 ],
	] )(
		'takes up and down keys for %s only',
		( _label, type, direction, calls ) => {
			const { root, module, prepared, player } = setup(
				{ nav: { keyboard: true }, carousel: { direction } },
				[ false, false, false ],
				type
			);
			const nav = createNavigation(
				root,
				module,
				prepared,
				player,
				features
			);
			const button = document.createElement( 'button' );
			root.append( button );
			button.focus();
			button.dispatchEvent(
				new KeyboardEvent( 'keydown', {
					key: 'ArrowDown',
					bubbles: true,
				} )
			);
			expect( module.next ).toHaveBeenCalledTimes( calls );
			nav.destroy();
		}
	);
} );
