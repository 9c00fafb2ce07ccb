import { sampleReply } from '../schema/sample-reply';
import { renderStage } from './Stage';
import { createApi } from '../module/api';
import { createModule } from '../module/runtime';
import { instantMotion, serverMarkup } from '../module/test-markup';
import type { ModuleDeps } from '../module/runtime';
import type { ModuleHandle } from '../module/types';

function threeSlides( slideshow: Record< string, unknown > = {} ) {
	const reply = sampleReply();
	const [ first ] = reply.slides;
	return {
		...reply,
		settings: {
			...reply.settings,
			type: 'slider',
			slideshow: { auto: true, len: LEN, sOH: true, ...slideshow },
		},
		slides: [ 1, 2, 3 ].map( ( id ) => ( {
			...first,
			id,
			order: id,
		} ) ),
	};
}

// Real timers with short slides: fake timers would also stop React's scheduler.
const LEN = 40;
const wait = ( ms: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

// Waits until a condition holds, checking every few milliseconds (a busy machine is slow, not wrong).
async function until( condition: () => boolean ): Promise< void > {
	for ( let i = 0; i < 1000 && ! condition(); i++ ) {
		await wait( 5 );
	}
	expect( condition() ).toBe( true );
}

// A change waits for React to draw each step (a microtask each): a task drains them all.
// A few tasks, then a frame: Preact runs effects after the next frame.
async function flush() {
	for ( let i = 0; i < 4; i++ ) {
		await wait( 0 );
	}
	await wait( 40 );
}

async function start(
	reply: unknown,
	reduced = false,
	slideLoader?: ModuleDeps[ 'slideLoader' ]
) {
	const api = createApi();
	const root = serverMarkup();
	const handle = createModule( root, {
		render: renderStage,
		api,
		loader: () => Promise.resolve( reply ),
		createMotion: () => instantMotion( reduced ),
		...( slideLoader && { slideLoader } ),
	} );
	const events: string[] = [];
	for ( const name of [
		'beforeChange',
		'afterChange',
		'ended',
		'finished',
		'pause',
		'resume',
	] as const ) {
		handle.on( name, () => events.push( name ) );
	}
	await api.ready( 'hero-demo' );
	await flush();
	return { handle, root, events };
}

describe( 'module player', () => {
	let handle: ModuleHandle | undefined;
	afterEach( () => {
		handle?.destroy();
		document.body.innerHTML = '';
	} );

	it( 'changes slides through the API with events and inert hidden slides', async () => {
		const started = await start( threeSlides( { auto: false } ) );
		handle = started.handle;
		const { root, events } = started;
		expect( handle.slideCount ).toBe( 3 );
		expect( handle.current() ).toEqual( { index: 0, id: 1 } );
		const dom: string[] = [];
		root.addEventListener( 'stagecraft:afterChange', () =>
			dom.push( 'afterChange' )
		);

		handle.next();
		await flush();
		expect( handle.current() ).toEqual( { index: 1, id: 2 } );
		handle.prev();
		handle.goTo( '#3' );
		await flush();
		expect( handle.current() ).toEqual( { index: 2, id: 3 } );
		handle.goTo( 'first' );
		await flush();
		expect( handle.current()?.index ).toBe( 0 );
		expect( events.filter( ( e ) => e === 'afterChange' ) ).toHaveLength(
			4
		);
		expect( dom ).toHaveLength( 4 );

		const slides = root.querySelectorAll< HTMLElement >(
			'.stagecraft-module__slide'
		);
		expect( slides ).toHaveLength( 3 );
		expect( slides[ 0 ].hasAttribute( 'inert' ) ).toBe( false );
		expect( slides[ 1 ].hasAttribute( 'inert' ) ).toBe( true );
		expect( slides[ 1 ].getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		// No slide is left fading: React drew the end of each change.
		expect( root.querySelectorAll( '.is-leaving' ) ).toHaveLength( 0 );
		expect( slides[ 0 ].style.opacity ).toBe( '' );
		expect( slides[ 2 ].getAttribute( 'aria-label' ) ).toBe( '3 of 3' );
		expect( root.getAttribute( 'role' ) ).toBe( 'region' );
		expect( root.getAttribute( 'aria-roledescription' ) ).toBe(
			'carousel'
		);
		// Nothing rotates: no pause button, changes are announced.
		expect( root.querySelector( '.stagecraft-module__play' ) ).toBeNull();
		expect(
			root
				.querySelector( '.stagecraft-module__stage' )
				?.getAttribute( 'aria-live' )
		).toBe( 'polite' );
	} );

	it( 'keeps only the prepared window of a long module in the DOM', async () => {
		const reply = threeSlides( { auto: false } );
		const [ first ] = reply.slides;
		const many = {
			...reply,
			slides: Array.from( { length: 200 }, ( _, index ) => ( {
				...first,
				id: index + 1,
				order: index,
			} ) ),
		};
		const started = await start( many );
		handle = started.handle;
		const { root } = started;
		const drawn = () =>
			Array.from(
				root.querySelectorAll< HTMLElement >(
					'.stagecraft-module__slide'
				),
				( slide ) => Number( slide.dataset.slideIndex )
			).sort( ( a, b ) => a - b );
		// The first slide and its neighbours (the previous one wraps to the last).
		await until( () => drawn().length === 3 );
		expect( drawn() ).toEqual( [ 0, 1, 199 ] );

		handle.goTo( 119 );
		await until( () => handle?.current()?.index === 119 );
		await flush();
		// The slides left behind are let go once the change has played: the window moved.
		await until( () => drawn().length === 3 );
		expect( drawn() ).toEqual( [ 118, 119, 120 ] );
		expect(
			root
				.querySelector( '[data-slide-index="119"]' )
				?.getAttribute( 'aria-label' )
		).toBe( '120 of 200' );
	} );

	it( 'fetches a slide the page sent without its layers before it shows', async () => {
		const reply = threeSlides( { auto: false } );
		const [ first ] = reply.slides;
		const slides = Array.from( { length: 12 }, ( _, index ) => ( {
			...first,
			id: index + 1,
			order: index,
		} ) );
		const slideLoader = jest.fn( ( { slideId }: { slideId: number } ) =>
			Promise.resolve( {
				success: true,
				slides: slides.filter( ( slide ) => slide.id === slideId ),
			} )
		);
		const started = await start(
			{
				...reply,
				slides: slides.map( ( slide, index ) =>
					index < 4 || index === 11
						? slide
						: { ...slide, layers: undefined, deferred: true }
				),
			},
			false,
			slideLoader
		);
		handle = started.handle;
		const { root } = started;
		expect( slideLoader ).not.toHaveBeenCalled();

		handle.goTo( 7 );
		await until( () => handle?.current()?.index === 7 );
		await flush();
		expect( slideLoader ).toHaveBeenCalledWith(
			expect.objectContaining( { alias: 'hero-demo', slideId: 8 } )
		);
		const shown = root.querySelector( '[data-slide-index="7"]' );
		expect( shown?.classList.contains( 'is-active' ) ).toBe( true );
		expect(
			shown?.querySelectorAll( '[data-layer-id]' ).length
		).toBeGreaterThan( 0 );
	} );

	it( 'autoplays, pauses on hover and from the pause button', async () => {
		const started = await start( threeSlides() );
		handle = started.handle;
		const { root, events } = started;
		const button = root.querySelector< HTMLButtonElement >(
			'.stagecraft-module__play'
		);
		const stage = root.querySelector( '.stagecraft-module__stage' );
		expect( button?.getAttribute( 'aria-label' ) ).toBe(
			'Pause slideshow'
		);
		expect( stage?.getAttribute( 'aria-live' ) ).toBe( 'off' );

		// However busy the machine, the first change comes by itself (a busy one may even
		// bring a second before the next line runs: what counts is that each pause holds).
		await until( () => ( handle?.current()?.index ?? 0 ) >= 1 );
		await flush();
		expect( events.slice( 0, 3 ) ).toEqual( [
			'ended',
			'beforeChange',
			'afterChange',
		] );

		root.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		await flush();
		const hovered = handle.current()?.index;
		await wait( LEN * 4 );
		await flush();
		expect( handle.current()?.index ).toBe( hovered );
		root.dispatchEvent( new MouseEvent( 'mouseleave' ) );

		button?.click();
		expect( button?.getAttribute( 'aria-label' ) ).toBe(
			'Start slideshow'
		);
		expect( stage?.getAttribute( 'aria-live' ) ).toBe( 'polite' );
		await flush();
		const paused = handle.current()?.index;
		await wait( LEN * 4 );
		await flush();
		expect( handle.current()?.index ).toBe( paused );
		handle.play();
		await until( () => handle?.current()?.index !== paused );
		expect( events ).toContain( 'pause' );
		expect( events ).toContain( 'resume' );
	} );

	it( 'the button follows the visitor even while focus already holds autoplay', async () => {
		const started = await start( threeSlides() );
		handle = started.handle;
		const button = started.root.querySelector< HTMLButtonElement >(
			'.stagecraft-module__play'
		);
		button?.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
		button?.click();
		expect( button?.getAttribute( 'aria-label' ) ).toBe(
			'Start slideshow'
		);
		button?.click();
		expect( button?.getAttribute( 'aria-label' ) ).toBe(
			'Pause slideshow'
		);
	} );

	it( 'reduced motion means no autoplay', async () => {
		const started = await start( threeSlides(), true );
		handle = started.handle;
		await wait( LEN * 4 );
		await flush();
		expect( handle.current()?.index ).toBe( 0 );
		expect(
			started.root.querySelector( '.stagecraft-module__play' )
		).toBeNull();
	} );

	it( 'a request before the module runs is replayed once it does', async () => {
		const api = createApi();
		handle = createModule( serverMarkup(), {
			render: renderStage,
			api,
			loader: () => Promise.resolve( threeSlides( { auto: false } ) ),
			createMotion: () => instantMotion(),
		} );
		handle.goTo( 2 );
		await api.ready( 'hero-demo' );
		await flush();
		expect( handle.current()?.index ).toBe( 2 );
	} );
} );
